import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AppDialog } from './AppDialog';

interface LegalTermsDialogProps {
  open: boolean;
  onClose: () => void;
}

// SPEC.md §1: the legal terms every investor must be able to read from the footer.
const terms = [
  'El valor cuota es variable: puede subir o bajar según el desempeño de las inversiones del fondo.',
  'La rentabilidad obtenida en el pasado no garantiza que se repita en el futuro.',
  'No se promete ni se garantiza una tasa de rendimiento fija.',
  'Que el fondo esté bajo la supervisión de la Superintendencia del Mercado de Valores (SMV) no implica que la SMV recomiende la inversión ni garantice sus resultados.',
  'El fondo puede recomprar cuotas cada trimestre hasta por el 15 % del capital del fondo, conforme al artículo 34 del Reglamento de Participación.',
];

export default function LegalTermsDialog({ open, onClose }: LegalTermsDialogProps) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="Términos legales"
      actions={
        <Button variant="contained" onClick={onClose}>
          Entendido
        </Button>
      }
    >
      <Typography component="ol" variant="body2" sx={{ textAlign: 'left', pl: 2.5, m: 0, '& li': { mb: 1 } }}>
        {terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </Typography>
    </AppDialog>
  );
}
