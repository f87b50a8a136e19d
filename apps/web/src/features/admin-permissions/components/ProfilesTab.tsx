import type { AdminProfileView } from '@invierte/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AdminTable, type AdminColumn } from '../../../components/admin/AdminTable';
import { ReasonDialog } from '../../../components/admin/ReasonDialog';
import { errorMessageOf } from '../../../lib/api-client';
import { useDeleteAdminProfile } from '../api/delete-admin-profile';
import { useAdminProfiles } from '../api/list-admin-profiles';
import { ProfileDialog } from './ProfileDialog';

const holders = (n: number) => (n === 1 ? '1 administrador' : `${n} administradores`);

const columns: AdminColumn<AdminProfileView>[] = [
  {
    label: 'Perfil',
    render: (p) => (
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {p.name}
        </Typography>
        {p.description && (
          <Typography variant="caption" color="text.secondary">
            {p.description}
          </Typography>
        )}
      </Box>
    ),
  },
  {
    label: 'Roles',
    render: (p) => (
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 0.5, justifyContent: { xs: 'flex-end', md: 'flex-start' } }}
      >
        {p.roles?.length ? (
          p.roles.map((r) => <Chip key={r.code} size="small" label={r.name} />)
        ) : (
          <Typography variant="caption" color="text.secondary">
            Sin roles
          </Typography>
        )}
      </Stack>
    ),
  },
  {
    label: 'Lo tienen',
    align: 'right',
    render: (p) => <Box sx={{ whiteSpace: 'nowrap' }}>{holders(p.adminCount)}</Box>,
  },
];

/** The admin profiles with their roles; create, edit, and delete the ones nobody holds. */
export function ProfilesTab({ canWrite }: { canWrite: boolean }) {
  const list = useAdminProfiles();
  const [editing, setEditing] = useState<AdminProfileView | null>(null);
  const [deleting, setDeleting] = useState<AdminProfileView | null>(null);
  const remove = useDeleteAdminProfile();

  return (
    <>
      <AdminTable
        rows={list.data}
        columns={columns}
        rowKey={(p) => p.id}
        loading={list.isPending}
        error={list.isError ? errorMessageOf(list.error) : null}
        onRetry={() => void list.refetch()}
        empty="Aún no hay perfiles."
        testId="admin-profiles"
        actions={
          canWrite
            ? (p) => (
                <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                  <Button size="small" onClick={() => setEditing(p)} data-testid="profile-edit">
                    Editar
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    disabled={p.adminCount > 0}
                    title={
                      p.adminCount > 0
                        ? 'Cámbiales el perfil a quienes lo tienen antes de borrarlo'
                        : undefined
                    }
                    onClick={() => {
                      remove.reset();
                      setDeleting(p);
                    }}
                    data-testid="profile-delete"
                  >
                    Borrar
                  </Button>
                </Stack>
              )
            : undefined
        }
      />
      {editing && <ProfileDialog profile={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ReasonDialog
          title="Borrar el perfil"
          text={`El perfil «${deleting.name}» se borrará. Nadie lo tiene asignado; esta acción no se puede deshacer.`}
          confirmLabel="Borrar perfil"
          needsReason={false}
          danger
          pending={remove.isPending}
          error={remove.isError ? errorMessageOf(remove.error) : null}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
