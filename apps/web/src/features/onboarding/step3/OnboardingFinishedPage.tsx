import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { WaitingNotice } from '../../../components/WaitingNotice';
import { AddVouchersPanel } from './AddVouchersPanel';

const nextSteps = [
  [
    'Verificamos tu transferencia',
    'Nuestro equipo confirma con el banco que el dinero llegó a la cuenta del fondo.',
  ],
  [
    'Te avisamos por correo',
    'Te escribiremos cuando la verificación termine. Ya te enviamos la confirmación de recepción.',
  ],
  ['Recibes tus cuotas', 'Verás tu inversión y tus cuotas en tu portafolio, en Movimientos.'],
] as const;

/** /onboarding-fin: the onboarding is done on the investor's side; the back office verifies the deposit. */
export default function OnboardingFinishedPage() {
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', py: { xs: 2, md: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 64, mb: 1 }} />
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}
        >
          ¡Gracias por invertir con nosotros!
        </Typography>
        <Typography variant="h6" component="p" color="primary" sx={{ mt: 1 }} data-testid="verifying-title">
          Estamos verificando tu transferencia
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Recibimos tu comprobante. No necesitas hacer nada más por ahora.
        </Typography>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'center',
            textAlign: 'left',
            mb: 3,
            color: 'text.secondary',
          }}
        >
          <WaitingNotice notice="DEPOSIT_VERIFICATION" />
        </Box>
        <Stack component="ol" spacing={2} sx={{ textAlign: 'left', listStyle: 'none', p: 0, m: 0, mb: 4 }}>
          {nextSteps.map(([title, text], i) => (
            <Stack component="li" key={title} direction="row" spacing={2}>
              <Box
                sx={{
                  flex: 'none',
                  width: 32,
                  height: 32,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 700,
                }}
                aria-hidden
              >
                {i + 1}
              </Box>
              <div>
                <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {text}
                </Typography>
              </div>
            </Stack>
          ))}
        </Stack>
        <AddVouchersPanel />
        <Button
          component={RouterLink}
          to="/portafolio"
          variant="contained"
          size="large"
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          Ir a mi portafolio
        </Button>
      </Paper>
    </Box>
  );
}
