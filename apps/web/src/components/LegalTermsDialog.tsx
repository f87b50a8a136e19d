import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { AppDialog } from './AppDialog';

interface LegalTermsDialogProps {
  open: boolean;
  onClose: () => void;
}

// Requirements R1: the legal terms every investor must be able to read from the footer.
const terms = [
  'El valor cuota es variable: puede subir o bajar según el desempeño de las inversiones del fondo.',
  'La rentabilidad obtenida en el pasado no garantiza que se repita en el futuro.',
  'No se promete ni se garantiza una tasa de rendimiento fija.',
  'Que el fondo esté bajo la supervisión de la Superintendencia del Mercado de Valores (SMV) no implica que la SMV recomiende la inversión ni garantice sus resultados.',
  'El fondo puede recomprar cuotas cada trimestre hasta por el 15\u00a0% del capital del fondo, conforme al artículo 34 del Reglamento de Participación.',
];

// The two factoring funds' regulations (the files tools/make-regulation-pdfs.mjs writes).
const regulations = [
  {
    label: 'Reglamento de Participación – Factoring Soles (FIAMN)',
    href: '/documentos/reglamento-fiamn.pdf',
  },
  {
    label: 'Reglamento de Participación – Factoring Dólares (FIAME)',
    href: '/documentos/reglamento-fiame.pdf',
  },
];

export default function LegalTermsDialog({ open, onClose }: LegalTermsDialogProps) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="Términos legales"
      actions={
        <Button variant="contained" onClick={onClose} data-testid="legal-terms-ok">
          Entendido
        </Button>
      }
    >
      <Typography component="ol" variant="body2" sx={{ textAlign: 'left', pl: 2.5, m: 0, '& li': { mb: 1 } }}>
        {terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </Typography>
      <Stack spacing={1} sx={{ mt: 2, textAlign: 'left' }} data-testid="legal-terms-links">
        {regulations.map(({ label, href }) => (
          <Link key={href} href={href} target="_blank" rel="noopener" variant="body2">
            {label}
          </Link>
        ))}
        {/* Closing first: the page opens in place of the dialog. */}
        <Link component={RouterLink} to="/aumento-de-capital" onClick={onClose} variant="body2">
          Conoce cómo funciona el aumento de capital
        </Link>
      </Stack>
    </AppDialog>
  );
}
