import type { AdminUserView } from '@invierte/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { AdminTable, type AdminColumn } from '../../../components/admin/AdminTable';
import { ReasonDialog } from '../../../components/admin/ReasonDialog';
import { useAdminMe } from '../../../lib/admin-api/get-admin-me';
import { errorMessageOf } from '../../../lib/api-client';
import { useAdminUsers } from '../api/list-admin-users';
import { useRemoveAdminUser } from '../api/remove-admin-user';
import { AdminUserDialog } from './AdminUserDialog';

const matches = (u: AdminUserView, text: string) =>
  [u.fullName, u.email, u.profile?.name ?? '']
    .join(' ')
    .toLocaleLowerCase('es')
    .includes(text.toLocaleLowerCase('es'));

/** The administrators with their profile; change a profile or take the access away. */
export function AdminUsersTab({ canWrite }: { canWrite: boolean }) {
  const list = useAdminUsers();
  const me = useAdminMe().data?.id;
  const [search, setSearch] = useState('');
  const [changing, setChanging] = useState<AdminUserView | null>(null);
  const [removing, setRemoving] = useState<AdminUserView | null>(null);
  const remove = useRemoveAdminUser();
  const rows = useMemo(
    () => (search.trim() ? list.data?.filter((u) => matches(u, search.trim())) : list.data),
    [list.data, search],
  );

  const columns: AdminColumn<AdminUserView>[] = [
    {
      label: 'Administrador',
      render: (u) => (
        <Box>
          <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
            {u.fullName}
            {u.userId === me && (
              <Chip size="small" label="Tú" sx={{ ml: 1 }} color="primary" variant="outlined" />
            )}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {u.email}
          </Typography>
        </Box>
      ),
    },
    {
      label: 'Perfil',
      render: (u) =>
        u.profile ? (
          <Chip size="small" label={u.profile.name} />
        ) : (
          <Chip size="small" color="warning" label="Sin perfil: no puede hacer nada" />
        ),
    },
    {
      label: 'Cuenta',
      render: (u) =>
        u.disabled ? (
          <Chip size="small" color="error" variant="outlined" label="Desactivada" />
        ) : (
          <Chip size="small" color="success" variant="outlined" label="Activa" />
        ),
    },
  ];

  return (
    <>
      <TextField
        size="small"
        label="Buscar por nombre, correo o perfil"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ mb: 2, width: { xs: '100%', md: 360 } }}
        slotProps={{ htmlInput: { 'data-testid': 'admin-users-search' } }}
      />
      <AdminTable
        rows={rows}
        columns={columns}
        rowKey={(u) => u.userId}
        loading={list.isPending}
        error={list.isError ? errorMessageOf(list.error) : null}
        onRetry={() => void list.refetch()}
        empty={search ? 'Ningún administrador coincide con la búsqueda.' : 'Aún no hay administradores.'}
        testId="admin-users"
        actions={
          canWrite
            ? (u) => (
                <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                  <Button size="small" onClick={() => setChanging(u)} data-testid="admin-user-change">
                    Cambiar perfil
                  </Button>
                  {u.userId !== me && (
                    <Button
                      size="small"
                      color="error"
                      onClick={() => {
                        remove.reset();
                        setRemoving(u);
                      }}
                      data-testid="admin-user-remove"
                    >
                      Quitar acceso
                    </Button>
                  )}
                </Stack>
              )
            : undefined
        }
      />
      {changing && <AdminUserDialog admin={changing} onClose={() => setChanging(null)} />}
      {removing && (
        <ReasonDialog
          title="Quitar el acceso al back office"
          text={`${removing.fullName} (${removing.email}) dejará de entrar al back office desde su próxima acción. Su cuenta sigue existiendo, como la de un interesado; para devolverle el acceso tendrás que agregarla otra vez.`}
          confirmLabel="Quitar acceso"
          needsReason={false}
          danger
          pending={remove.isPending}
          error={remove.isError ? errorMessageOf(remove.error) : null}
          onConfirm={() => remove.mutate(removing.userId, { onSuccess: () => setRemoving(null) })}
          onClose={() => setRemoving(null)}
        />
      )}
    </>
  );
}
