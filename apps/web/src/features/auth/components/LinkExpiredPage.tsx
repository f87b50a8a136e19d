import LinkOffIcon from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router';
import { MessagePanel } from '../../../components/MessagePanel';
import { PasswordRecoveryForm } from './PasswordRecoveryForm';
import { ResendVerification } from './ResendVerification';

export default function LinkExpiredPage() {
  const [params] = useSearchParams();
  // PASSWORD_LINK_EXPIRED_PATH: the link was a password one.
  const passwordLink = params.get('type') === 'password';
  return (
    <MessagePanel icon={<LinkOffIcon />} title="El enlace ha expirado">
      {passwordLink
        ? 'El enlace para crear tu contraseña expiró o ya fue utilizado. Ingresa tu correo y te enviaremos uno nuevo.'
        : 'El enlace que usaste ya no es válido. Ingresa tu correo y te enviaremos uno nuevo.'}
      <Box sx={{ mt: 3, textAlign: 'left' }}>
        {passwordLink ? <PasswordRecoveryForm /> : <ResendVerification />}
      </Box>
    </MessagePanel>
  );
}
