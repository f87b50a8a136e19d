import { adminSectionOf } from '@invierte/domain';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useAdminMe } from '../../lib/admin-api/get-admin-me';
import { MessagePanel } from '../MessagePanel';

/**
 * A back-office section reached by its address by an administrator whose profile does not open it
 * shows why, instead of the page with the server's refusal and buttons that cannot work. Only shows:
 * the server refuses every call of that section anyway.
 */
export function AdminSectionGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const me = useAdminMe();
  const section = adminSectionOf(pathname);
  if (!section?.permission || !me.data || me.data.permissions.includes(section.permission)) return children;
  return (
    <Box component="main" sx={{ flex: 1, p: { xs: 2, md: 4 } }} data-testid="admin-no-access">
      <MessagePanel
        icon={<LockOutlinedIcon />}
        title="No tienes acceso a esta sección"
        actions={
          <Button variant="contained" component={RouterLink} to="/admin">
            Volver al resumen
          </Button>
        }
      >
        Tu perfil ({me.data.adminProfile?.name ?? 'sin perfil'}) no incluye «{section.name}». Si la necesitas
        para tu trabajo, pide a un superadministrador que te asigne un perfil que la incluya.
      </MessagePanel>
    </Box>
  );
}
