import LinkOffIcon from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import { MessagePanel } from '../../../components/MessagePanel';
import { ResendVerification } from './ResendVerification';

export default function LinkExpiredPage() {
  return (
    <MessagePanel icon={<LinkOffIcon />} title="El enlace ha expirado">
      El enlace que usaste ya no es válido. Ingresa tu correo y te enviaremos uno nuevo.
      <Box sx={{ mt: 3, textAlign: 'left' }}>
        <ResendVerification />
      </Box>
    </MessagePanel>
  );
}
