import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { withChunkReload } from '../lib/chunk-reload';
import { brand } from '../lib/brand';

// The legal dialog is downloaded only when someone opens it, so the landing page stays light.
const LegalTermsDialog = lazy(withChunkReload(() => import('./LegalTermsDialog')));

const socialIcons = {
  Facebook: <FacebookIcon />,
  Instagram: <InstagramIcon />,
  LinkedIn: <LinkedInIcon />,
  YouTube: <YouTubeIcon />,
} as const;

/** Footer of SPEC.md §2: social links, legal links, regulator notice, copyright and app announcement. */
export function Footer() {
  const [legalOpen, setLegalOpen] = useState(false);
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 4, px: 2, bgcolor: 'action.hover', textAlign: 'center' }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', mb: 2 }}>
        {brand.social.map(({ name, href }) => (
          <IconButton key={name} href={href} target="_blank" rel="noopener noreferrer" aria-label={name}>
            {socialIcons[name]}
          </IconButton>
        ))}
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 3 }}
        sx={{ justifyContent: 'center', mb: 2 }}
      >
        <Link component={RouterLink} to="/politica-privacidad">
          Política de Privacidad y Uso de Datos
        </Link>
        <Link component={RouterLink} to="/terminos-y-condiciones">
          Términos y condiciones
        </Link>
        <Link component="button" type="button" onClick={() => setLegalOpen(true)}>
          (1) Revisa los términos legales
        </Link>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {brand.name} forma parte de un grupo supervisado por la {brand.regulator}.
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        Pronto podrás descargar la app
      </Typography>
      <Typography variant="caption" color="text.secondary">
        © 2022 {brand.name}. Todos los derechos reservados.
      </Typography>
      {legalOpen && (
        <Suspense fallback={null}>
          <LegalTermsDialog open onClose={() => setLegalOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
