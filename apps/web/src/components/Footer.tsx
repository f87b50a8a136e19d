import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { withChunkReload } from '../lib/chunk-reload';
import { brand } from '../lib/brand';
import type { FooterLegalDocument } from './FooterLegalDialog';
import { NewsletterFrame } from './NewsletterFrame';
import { WhenVisible } from './WhenVisible';

// Dialogs and their long texts are downloaded only when someone opens them, so the landing stays light.
const LegalTermsDialog = lazy(withChunkReload(() => import('./LegalTermsDialog')));
const FooterLegalDialog = lazy(withChunkReload(() => import('./FooterLegalDialog')));
const InstallAppDialog = lazy(withChunkReload(() => import('./InstallAppDialog')));
// Below the fold, and it brings the e-mail rule and a mutation: loaded when the footer comes into view.
const FooterNewsletter = lazy(withChunkReload(() => import('./FooterNewsletter')));

/** The newsletter as it looks, without its code: stands in until the form's code is there. */
function NewsletterStandIn() {
  return (
    <Box inert aria-hidden>
      <NewsletterFrame inputId={useId()} email="" standIn />
    </Box>
  );
}

const socialIcons = {
  Facebook: <FacebookIcon />,
  Instagram: <InstagramIcon />,
  LinkedIn: <LinkedInIcon />,
  YouTube: <YouTubeIcon />,
} as const;

type OpenDialog = FooterLegalDocument | 'legal-terms' | 'install-app' | null;

/** Footer of requirements R2: social links, newsletter, legal dialogs, regulator notice, copyright, app notice. */
export function Footer() {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 4, px: 2, bgcolor: 'action.hover', textAlign: 'center' }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', mb: 2 }}>
        {brand.social.map(({ name, href }) => (
          <IconButton key={name} href={href} target="_blank" rel="noopener noreferrer" aria-label={name}>
            {socialIcons[name]}
          </IconButton>
        ))}
      </Stack>
      <WhenVisible placeholder={<NewsletterStandIn />}>
        <Suspense fallback={<NewsletterStandIn />}>
          <FooterNewsletter />
        </Suspense>
      </WhenVisible>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 3 }}
        sx={{ justifyContent: 'center', mb: 2 }}
      >
        <Link
          component="button"
          type="button"
          onClick={() => setDialog('privacy')}
          data-testid="footer-privacy"
        >
          Política de Privacidad y Uso de Datos
        </Link>
        <Link component="button" type="button" onClick={() => setDialog('terms')} data-testid="footer-terms">
          Términos y condiciones
        </Link>
        <Link
          component="button"
          type="button"
          onClick={() => setDialog('legal-terms')}
          data-testid="footer-legal-terms"
        >
          (1) Revisa los términos legales
        </Link>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {brand.name} forma parte de un grupo supervisado por la {brand.regulator}.
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        <Link
          component="button"
          type="button"
          onClick={() => setDialog('install-app')}
          data-testid="footer-install-app"
          sx={{ fontWeight: 600 }}
        >
          Pronto podrás descargar la app
        </Link>
      </Typography>
      <Typography variant="caption" color="text.secondary">
        © 2022 {brand.name}. Todos los derechos reservados.
      </Typography>
      <Suspense fallback={null}>
        {dialog === 'legal-terms' && <LegalTermsDialog open onClose={close} />}
        {dialog === 'install-app' && <InstallAppDialog onClose={close} />}
        {(dialog === 'privacy' || dialog === 'terms') && (
          <FooterLegalDialog document={dialog} onClose={close} />
        )}
      </Suspense>
    </Box>
  );
}
