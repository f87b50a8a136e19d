import { documentTypeLabels, type RestrictedListItem } from '@invierte/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AdminPage } from '../../../components/admin/AdminPage';
import { AdminTable, type AdminColumn } from '../../../components/admin/AdminTable';
import { ReasonDialog } from '../../../components/admin/ReasonDialog';
import { useCan } from '../../../lib/admin-api/get-admin-me';
import { errorMessageOf } from '../../../lib/api-client';
import { limaDateTime } from '../../../lib/peru-dates';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { RESTRICTED_PAGE_SIZE, useRestrictedList } from '../api/list-restricted-persons';
import { useRemoveRestrictedPerson } from '../api/remove-restricted-person';
import { AddRestrictedPersonDialog } from './AddRestrictedPersonDialog';

const documentOf = (p: RestrictedListItem) =>
  `${documentTypeLabels[p.documentType as keyof typeof documentTypeLabels] ?? p.documentType} ${p.documentNumber}`;

const columns: AdminColumn<RestrictedListItem>[] = [
  {
    label: 'Documento',
    render: (p) => (
      <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {documentOf(p)}
      </Typography>
    ),
  },
  {
    label: 'Motivo',
    render: (p) => (
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {p.reason}
      </Typography>
    ),
  },
  {
    label: 'Añadido',
    render: (p) => (
      <Box>
        <Typography variant="body2">{limaDateTime(p.createdAt)}</Typography>
        <Typography variant="caption" color="text.secondary">
          {p.addedBy ?? 'Carga inicial'}
        </Typography>
      </Box>
    ),
  },
];

/**
 * The restricted list inside the onboarding review (`/admin/onboardings?vista=lista-restringida`):
 * every listed document with its reason, searchable; compliance (`restricted-list.write`) adds one —
 * which holds the requests in flight that name it — or removes one after confirming.
 */
export function RestrictedListView({ onBack }: { onBack: () => void }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const settled = useDebouncedValue(search, 300).trim();
  const list = useRestrictedList(settled, page);
  const canWrite = useCan('restricted-list.write');
  const remove = useRemoveRestrictedPerson();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<RestrictedListItem | null>(null);

  return (
    <AdminPage
      title="Lista restringida"
      subtitle="Documentos que retienen una solicitud de inversión para que cumplimiento la revise. El inversionista nunca ve el motivo."
      actions={
        <Stack direction="row" sx={{ gap: 1, flexWrap: { xs: 'wrap', md: 'nowrap' } }}>
          <Button
            variant="outlined"
            onClick={onBack}
            sx={{ whiteSpace: 'nowrap' }}
            data-testid="restricted-back"
          >
            Volver a las solicitudes
          </Button>
          {canWrite && (
            <Button
              variant="contained"
              onClick={() => setAdding(true)}
              sx={{ whiteSpace: 'nowrap' }}
              data-testid="restricted-add"
            >
              Añadir documento
            </Button>
          )}
        </Stack>
      }
    >
      <Stack direction="row" sx={{ mb: 2 }}>
        <TextField
          size="small"
          label="Buscar por documento o motivo"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          sx={{ minWidth: { xs: '100%', sm: 340 } }}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'restricted-search' } }}
        />
      </Stack>
      <AdminTable
        rows={list.data?.items}
        columns={columns}
        rowKey={(p) => `${p.documentType}:${p.documentNumber}`}
        loading={list.isPending}
        error={list.isError ? errorMessageOf(list.error) : null}
        onRetry={() => void list.refetch()}
        empty={settled ? 'Ningún documento coincide con la búsqueda.' : 'La lista restringida está vacía.'}
        pageSize={RESTRICTED_PAGE_SIZE}
        serverPaging={list.data && { total: list.data.total, page: list.data.page, onPage: setPage }}
        actions={
          canWrite
            ? (p) => (
                <Button
                  size="small"
                  color="error"
                  onClick={() => {
                    remove.reset();
                    setRemoving(p);
                  }}
                  data-testid="restricted-remove"
                >
                  Quitar
                </Button>
              )
            : undefined
        }
        testId="restricted-list"
      />
      {adding && <AddRestrictedPersonDialog onClose={() => setAdding(false)} />}
      {removing && (
        <ReasonDialog
          title="Quitar de la lista restringida"
          text={`${documentOf(removing)} dejará de retener solicitudes nuevas. Las que ya están retenidas siguen «En revisión» hasta que las liberes o desapruebes.`}
          confirmLabel="Quitar"
          needsReason={false}
          danger
          pending={remove.isPending}
          error={remove.isError ? errorMessageOf(remove.error) : null}
          onConfirm={() => remove.mutate(removing, { onSuccess: () => setRemoving(null) })}
          onClose={() => setRemoving(null)}
        />
      )}
    </AdminPage>
  );
}
