import { countOf, LETTERS_PAGE_SIZE, type LetterItem } from '@invierte/domain';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminPage } from '../../../components/admin/AdminPage';
import { AdminTable, type AdminColumn } from '../../../components/admin/AdminTable';
import { useListParams } from '../../../components/admin/use-list-params';
import { ReasonDialog } from '../../../components/admin/ReasonDialog';
import { useCan } from '../../../lib/admin-api/get-admin-me';
import { errorMessageOf } from '../../../lib/api-client';
import { limaDateTime } from '../../../lib/peru-dates';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { deleteLetter } from '../api/delete-letter';
import { lettersKey, useLetters } from '../api/list-letters';

const sourceLabels: Record<string, string> = {
  webapp: 'Pie de página',
  onboarding: 'Solicitud de inversión',
};

const columns: AdminColumn<LetterItem>[] = [
  {
    label: 'Correo',
    render: (l) => (
      <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
        {l.email}
      </Typography>
    ),
  },
  { label: 'Nombre', render: (l) => l.name || '—' },
  {
    label: 'Origen',
    render: (l) => <Chip size="small" variant="outlined" label={sourceLabels[l.source] ?? l.source} />,
  },
  { label: 'Inscrito', render: (l) => limaDateTime(l.createdAt) },
];

/** /admin/cartas: the newsletter's entries, 10 a page (requirements R9), each deletable after confirming. */
export default function AdminLettersPage() {
  const { params, set, page, setPage } = useListParams();
  const search = params.get('q') ?? '';
  const settled = useDebouncedValue(search, 300).trim();
  const list = useLetters(page, settled);
  const canDelete = useCan('letter.delete');
  const client = useQueryClient();
  const [deleting, setDeleting] = useState<LetterItem | null>(null);
  const remove = useMutation({
    mutationFn: deleteLetter,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: lettersKey });
      setDeleting(null);
    },
  });
  const total = list.data?.total;

  return (
    <AdminPage
      title="Cartas"
      subtitle={
        total === undefined
          ? 'Las inscripciones al boletín, de la más reciente.'
          : `${countOf(total, 'inscripción', 'inscripciones')} al boletín, de la más reciente.`
      }
    >
      <Stack direction="row" sx={{ mb: 2 }}>
        <TextField
          size="small"
          label="Buscar por correo o nombre"
          value={search}
          onChange={(e) => set('q', e.target.value)}
          sx={{ minWidth: { xs: '100%', sm: 340 } }}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'letters-search' } }}
        />
      </Stack>
      <AdminTable
        rows={list.data?.items}
        columns={columns}
        rowKey={(l) => l.id}
        loading={list.isPending}
        error={list.isError ? errorMessageOf(list.error) : null}
        onRetry={() => void list.refetch()}
        empty={
          settled ? 'Ninguna inscripción coincide con la búsqueda.' : 'Aún no hay inscripciones al boletín.'
        }
        pageSize={LETTERS_PAGE_SIZE}
        serverPaging={list.data && { total: list.data.total, page: list.data.page, onPage: setPage }}
        actions={
          canDelete
            ? (l) => (
                <Button
                  size="small"
                  variant="outlined"
                  color="error"
                  onClick={() => {
                    remove.reset();
                    setDeleting(l);
                  }}
                  data-testid="letter-delete"
                >
                  Borrar
                </Button>
              )
            : undefined
        }
        testId="admin-letters"
      />
      {deleting && (
        <ReasonDialog
          title="Borrar la inscripción"
          text={`${deleting.email} dejará de recibir el boletín. No se puede deshacer: para volver a recibirlo tendrá que inscribirse otra vez.`}
          confirmLabel="Borrar"
          needsReason={false}
          danger
          pending={remove.isPending}
          error={remove.isError ? errorMessageOf(remove.error) : null}
          onConfirm={() => remove.mutate(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </AdminPage>
  );
}
