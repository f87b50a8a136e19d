import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useLogoutAll } from '../api/logout-all';

export const LOGOUT_EVERYWHERE_LABEL = 'Cerrar sesión en todos los dispositivos';

interface LogoutEverywhereDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Asks first (it also ends this device's session), then ends every session of the user. */
export function LogoutEverywhereDialog({ open, onClose }: LogoutEverywhereDialogProps) {
  const logoutAll = useLogoutAll();
  return (
    <ConfirmDialog
      open={open}
      title="¿Cerrar sesión en todos los dispositivos?"
      text="Se cerrará tu sesión en este y en todos los demás equipos donde hayas ingresado."
      confirmLabel="Sí, cerrar todas"
      cancelLabel="Cancelar"
      pending={logoutAll.isPending}
      // On success the page changes; on an error the generic error dialog takes over.
      onConfirm={() => logoutAll.mutate(undefined, { onError: onClose })}
      onCancel={() => {
        if (!logoutAll.isPending) onClose();
      }}
      testId="logout-everywhere"
    />
  );
}

/** The security block of /perfil2/password: where a person looks after losing a device. */
export function LogoutEverywhereSection() {
  const [confirming, setConfirming] = useState(false);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="logout-everywhere-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={1.5}>
        <Typography id="logout-everywhere-title" variant="h6" component="h2">
          Sesiones abiertas
        </Typography>
        <Typography color="text.secondary">
          ¿Ingresaste desde un equipo que no es tuyo o perdiste tu celular? Cierra tu sesión en todos los
          dispositivos, incluido este. Luego podrás volver a ingresar con tu contraseña.
        </Typography>
        <Button
          variant="outlined"
          color="error"
          startIcon={<PhonelinkEraseIcon />}
          onClick={() => setConfirming(true)}
          data-testid="logout-everywhere"
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, px: { xs: 1, sm: 2 } }}
        >
          {LOGOUT_EVERYWHERE_LABEL}
        </Button>
      </Stack>
      <LogoutEverywhereDialog open={confirming} onClose={() => setConfirming(false)} />
    </Paper>
  );
}
