import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PasswordRecoveryForm } from './PasswordRecoveryForm';

export default function ForgetPasswordPage() {
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Recupera tu contraseña
      </Typography>
      <Typography color="text.secondary">
        Ingresa el correo con el que te registraste y te enviaremos un enlace para crear una nueva contraseña.
      </Typography>
      <PasswordRecoveryForm />
      <Link component={RouterLink} to="/login" sx={{ alignSelf: 'center' }}>
        Volver a iniciar sesión
      </Link>
    </Stack>
  );
}
