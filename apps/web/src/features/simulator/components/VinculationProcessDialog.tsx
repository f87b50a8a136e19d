import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AppDialog } from '../../../components/AppDialog';

const steps = [
  [
    'Completa tu perfil',
    'Tus datos personales, domicilio, ocupación y declaraciones (persona expuesta políticamente, beneficiario final).',
  ],
  ['Registra tu cuenta bancaria', 'La cuenta a tu nombre donde recibirás tus pagos y rescates.'],
  [
    'Firma tu contrato',
    'Lo firmas en línea con un código que te enviamos por correo; no necesitas imprimir nada.',
  ],
  [
    'Realiza tu depósito',
    'Transfiere el monto a la cuenta recaudadora del fondo y sube la constancia. Al validarla, recibes tus cuotas.',
  ],
] as const;

interface VinculationProcessDialogProps {
  onClose: () => void;
  /** When set, the dialog leads on to the investment. */
  onStart?: (() => void) | undefined;
}

/** The "proceso de vinculación" modal of the calculator page (requirements R2): the steps to invest. */
export function VinculationProcessDialog({ onClose, onStart }: VinculationProcessDialogProps) {
  return (
    <AppDialog
      open
      onClose={onClose}
      title="Proceso de vinculación"
      actions={
        onStart ? (
          <>
            <Button variant="outlined" onClick={onClose}>
              Ahora no
            </Button>
            <Button variant="contained" onClick={onStart} data-testid="vinculation-start">
              Comenzar
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={onClose}>
            Entendido
          </Button>
        )
      }
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        Invertir por primera vez te toma unos minutos, en cuatro pasos:
      </Typography>
      <Typography
        component="ol"
        variant="body2"
        sx={{ textAlign: 'left', pl: 2.5, m: 0, '& li': { mb: 1.5 } }}
      >
        {steps.map(([title, text]) => (
          <li key={title}>
            <strong>{title}.</strong> {text}
          </li>
        ))}
      </Typography>
    </AppDialog>
  );
}
