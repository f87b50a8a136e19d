import BadgeIcon from '@mui/icons-material/Badge';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DescriptionIcon from '@mui/icons-material/Description';
import LockIcon from '@mui/icons-material/Lock';
import LogoutIcon from '@mui/icons-material/Logout';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LogoutDialog } from '../../../components/LogoutDialog';
import { useLogout } from '../../../lib/session-api/logout';
import { useProfileMe } from '../../../lib/session-api/profile-me';
import { AvatarPicker } from './AvatarPicker';
import { LOGOUT_EVERYWHERE_LABEL, LogoutEverywhereDialog } from './LogoutEverywhere';

/** /perfil-menu: the photo and the ways into the profile, plus logging out here or everywhere. */
export default function ProfileMenuPage() {
  const { data: user } = useProfileMe();
  const logout = useLogout();
  const [confirming, setConfirming] = useState<'logout' | 'everywhere' | null>(null);
  const fullName = user ? [user.name, user.lastName, user.secondLastName].filter(Boolean).join(' ') : '';

  return (
    <Stack spacing={3} sx={{ maxWidth: 480, mx: 'auto', width: '100%' }}>
      <Typography variant="h4" component="h1">
        Mi perfil
      </Typography>
      <AvatarPicker avatarUrl={user?.avatarUrl} name={fullName} />
      {user && (
        <Stack sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="h2">
            {fullName}
          </Typography>
          <Typography color="text.secondary">{user.email}</Typography>
        </Stack>
      )}
      <Paper variant="outlined">
        {/* A menu of links and actions, not a list of items: a <nav>, so no <ul> holds bare buttons. */}
        <List disablePadding component="nav" aria-label="Opciones de mi perfil">
          <ListItemButton component={RouterLink} to="/perfil2" data-testid="profile-my-data">
            <ListItemIcon>
              <BadgeIcon />
            </ListItemIcon>
            <ListItemText primary="Mis datos" />
            <ChevronRightIcon />
          </ListItemButton>
          <ListItemButton component={RouterLink} to="/perfil2/documentos" data-testid="profile-documents">
            <ListItemIcon>
              <DescriptionIcon />
            </ListItemIcon>
            <ListItemText primary="Mis documentos" />
            <ChevronRightIcon />
          </ListItemButton>
          <ListItemButton component={RouterLink} to="/perfil2/password" data-testid="profile-change-password">
            <ListItemIcon>
              <LockIcon />
            </ListItemIcon>
            <ListItemText primary="Cambiar contraseña" />
            <ChevronRightIcon />
          </ListItemButton>
          <ListItemButton onClick={() => setConfirming('logout')} data-testid="profile-logout">
            <ListItemIcon>
              <LogoutIcon />
            </ListItemIcon>
            <ListItemText primary="Cerrar sesión" />
          </ListItemButton>
          <ListItemButton onClick={() => setConfirming('everywhere')} data-testid="profile-logout-everywhere">
            <ListItemIcon>
              <PhonelinkEraseIcon />
            </ListItemIcon>
            <ListItemText
              primary={LOGOUT_EVERYWHERE_LABEL}
              secondary="Incluye este y los demás equipos donde ingresaste"
            />
          </ListItemButton>
        </List>
      </Paper>
      <LogoutDialog
        open={confirming === 'logout'}
        onClose={() => setConfirming(null)}
        onConfirm={() => logout.mutate()}
        pending={logout.isPending}
      />
      <LogoutEverywhereDialog open={confirming === 'everywhere'} onClose={() => setConfirming(null)} />
    </Stack>
  );
}
