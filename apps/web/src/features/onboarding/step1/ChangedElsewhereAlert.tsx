import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export type ChangedElsewhereStage = 'refused' | 'reloading' | 'reloaded';

interface ChangedElsewhereAlertProps {
  /** The API's refusal (409 ONBOARDING_CHANGED), shown as it came. */
  message: string;
  stage: ChangedElsewhereStage;
  onReload: () => void;
}

/**
 * A step-1 save refused because another tab or device saved the onboarding first: the refusal with
 * "Volver a cargar", then, once the newer version is loaded, what happens to this screen's input.
 */
export function ChangedElsewhereAlert({ message, stage, onReload }: ChangedElsewhereAlertProps) {
  if (stage === 'reloaded')
    return (
      <Alert severity="info" data-testid="step1-reloaded">
        Cargamos la versión más reciente de tu solicitud. Lo que escribiste en esta pantalla sigue aquí:
        revísalo y presiona Continuar para guardarlo.
      </Alert>
    );
  // The button under the message, not as the alert's action: beside it a phone breaks it into lines.
  return (
    <Alert severity="warning" data-testid="step1-refusal">
      {message}
      <Box sx={{ mt: 1 }}>
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          disabled={stage === 'reloading'}
          onClick={onReload}
          data-testid="step1-reload"
        >
          Volver a cargar
        </Button>
      </Box>
    </Alert>
  );
}
