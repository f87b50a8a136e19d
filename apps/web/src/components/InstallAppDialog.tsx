import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { canPromptInstall, promptInstall } from '../app/pwa/install-prompt';
import { brand } from '../lib/brand';
import { AppDialog } from './AppDialog';

const steps = [
  {
    device: 'Android (Chrome)',
    how: 'Abre el menú ⋮ del navegador y elige «Instalar app» o «Agregar a la pantalla principal».',
  },
  {
    device: 'iPhone o iPad (Safari)',
    how: 'Toca el botón Compartir y elige «Agregar a la pantalla de inicio».',
  },
  {
    device: 'Computadora (Chrome o Edge)',
    how: 'Haz clic en el ícono de instalar al final de la barra de direcciones, o en el menú elige «Instalar Invierte».',
  },
] as const;

/**
 * How to install the app (the footer's "Pronto podrás descargar la app"): the browser's own prompt
 * where it offers one (Chrome, Edge, Android), and the steps for every device otherwise.
 */
export default function InstallAppDialog({ onClose }: { onClose: () => void }) {
  const [canPrompt, setCanPrompt] = useState(canPromptInstall);
  const install = async () => {
    setCanPrompt(false);
    if (await promptInstall()) onClose();
  };
  return (
    <AppDialog
      open
      onClose={onClose}
      title="Instala la app"
      closeTestId="install-app-close"
      actions={
        canPrompt ? (
          <Button variant="contained" onClick={() => void install()} data-testid="install-app-prompt">
            Instalar ahora
          </Button>
        ) : (
          <Button variant="contained" onClick={onClose}>
            Entendido
          </Button>
        )
      }
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        Lleva {brand.name} en tu pantalla de inicio: se abre como una app, sin pasar por la tienda, y sus
        pantallas cargan aunque tu conexión sea lenta.
      </Typography>
      {steps.map(({ device, how }) => (
        <Typography key={device} variant="body2" sx={{ mb: 1.5 }}>
          <strong>{device}:</strong> {how}
        </Typography>
      ))}
      <Typography variant="caption" color="text.secondary">
        Para ver tus inversiones y operar necesitas conexión a internet.
      </Typography>
    </AppDialog>
  );
}
