import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export const FEEDBACK_THANKS_TITLE = '¡Gracias por tu feedback!';

/** The thank-you view (requirements R2): its OK clears the form and closes. */
export function FeedbackThanks({ onOk, headingLevel }: { onOk: () => void; headingLevel: 'h1' | 'h3' }) {
  return (
    <Box sx={{ textAlign: 'center', py: 2 }} data-testid="feedback-thanks">
      <CheckCircleIcon color="success" sx={{ fontSize: 56, mb: 1 }} />
      <Typography variant="h5" component={headingLevel} sx={{ fontWeight: 700, mb: 1 }}>
        {FEEDBACK_THANKS_TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Recibimos tu mensaje. Nuestro equipo de soporte lo revisará y, si hace falta, te escribirá al correo
        registrado en tu cuenta.
      </Typography>
      <Button variant="contained" onClick={onOk} data-testid="feedback-ok">
        OK
      </Button>
    </Box>
  );
}
