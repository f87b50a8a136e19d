import BadgeIcon from '@mui/icons-material/Badge';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import LockIcon from '@mui/icons-material/Lock';
import LogoutIcon from '@mui/icons-material/Logout';
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

/** /perfil-menu: the photo and the ways into the profile, plus logging out. */
export default function ProfileMenuPage() {
  const { data: user } = useProfileMe();
  const logout = useLogout();
  const [confirming, setConfirming] = useState(false);
  const fullName = user ? [user.name, user.lastName, user.secondLastName].filter(Boolean).join(' ') : '';

  return (
    <Stack spacing={3} sx={{ maxWidth: 480, mx: 'auto', width: '100%' }}>
      <Typography variant="h4" component="h1">
        Mi perfil
      </Typography>
      <AvatarPicker avatarUrl={user?.avatarUrl} name={fullName} />
      {user && (
        <Stack sx={{ alignItems: 'center' }}>
          <Typography variant="h6">{fullName}</Typography>
          <Typography color="text.secondary">{user.email}</Typography>
        </Stack>
      )}
      <Paper variant="outlined">
        <List disablePadding>
          <ListItemButton component={RouterLink} to="/perfil2/personal-information">
            <ListItemIcon>
              <BadgeIcon />
            </ListItemIcon>
            <ListItemText primary="Mis datos" />
            <ChevronRightIcon />
          </ListItemButton>
          <ListItemButton component={RouterLink} to="/perfil2/password" data-testid="profile-change-password">
            <ListItemIcon>
              <LockIcon />
            </ListItemIcon>
            <ListItemText primary="Cambiar contraseña" />
            <ChevronRightIcon />
          </ListItemButton>
          <ListItemButton onClick={() => setConfirming(true)} data-testid="profile-logout">
            <ListItemIcon>
              <LogoutIcon />
            </ListItemIcon>
            <ListItemText primary="Cerrar sesión" />
          </ListItemButton>
        </List>
      </Paper>
      <LogoutDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => logout.mutate()}
        pending={logout.isPending}
      />
    </Stack>
  );
}
