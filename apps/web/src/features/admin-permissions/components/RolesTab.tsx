import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessageOf } from '../../../lib/api-client';
import { useAdminRoles } from '../api/list-admin-roles';

/** The roles (fixed by the platform) and, in words, what each of their permissions allows. */
export function RolesTab() {
  const roles = useAdminRoles();
  if (roles.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void roles.refetch()}>
            Reintentar
          </Button>
        }
      >
        {errorMessageOf(roles.error)}
      </Alert>
    );
  if (roles.isPending) return <Skeleton variant="rounded" height={240} />;
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Los roles vienen definidos por la plataforma; un perfil combina los que necesite.
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        data-testid="admin-roles"
      >
        {roles.data.map((role) => (
          <Paper key={role.code} variant="outlined" sx={{ p: 2 }} data-testid="admin-role">
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
              {role.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {role.description}
            </Typography>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {role.permissions.map((p) => (
                <Stack
                  component="li"
                  key={p.permission}
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'flex-start' }}
                >
                  <Chip
                    size="small"
                    variant="outlined"
                    color={p.readOnly ? 'default' : 'warning'}
                    label={p.readOnly ? 'Ver' : 'Cambiar'}
                    sx={{ minWidth: 72, flexShrink: 0 }}
                  />
                  <Typography variant="body2">{p.meaning}</Typography>
                </Stack>
              ))}
            </Stack>
          </Paper>
        ))}
      </Box>
    </>
  );
}
