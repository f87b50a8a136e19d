import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';

const blink = keyframes`
  0%, 100% { opacity: 0.2; }
  50% { opacity: 1; }
`;

/** requirements R2: the full-screen loader "Estamos generando tus documentos" with animated dots. */
export function GeneratingDocumentsLoader() {
  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal + 1, bgcolor: 'rgba(10, 25, 47, 0.88)' }}>
      <Box role="status" aria-live="polite" sx={{ textAlign: 'center', color: 'common.white', px: 3 }}>
        <CircularProgress color="inherit" sx={{ mb: 3 }} />
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
          Estamos generando tus documentos
          <Box
            component="span"
            aria-hidden
            sx={{ display: 'inline-block', minWidth: '1.5em', textAlign: 'left' }}
          >
            {[0, 1, 2].map((i) => (
              <Box
                key={i}
                component="span"
                sx={{ animation: `${blink} 1.4s infinite`, animationDelay: `${i * 0.2}s` }}
              >
                .
              </Box>
            ))}
          </Box>
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, opacity: 0.85 }}>
          Preparamos tu contrato y sus anexos con los datos que registraste.
        </Typography>
      </Box>
    </Backdrop>
  );
}
