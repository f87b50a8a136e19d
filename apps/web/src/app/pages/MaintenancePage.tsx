import BuildCircleIcon from '@mui/icons-material/BuildCircle';
import Button from '@mui/material/Button';
import { MessagePanel } from '../../components/MessagePanel';

export default function MaintenancePage() {
  return (
    <MessagePanel
      icon={<BuildCircleIcon />}
      title="Estamos en mantenimiento"
      actions={
        // A full load: the point is to ask the server again.
        <Button variant="contained" href="/">
          Volver a intentar
        </Button>
      }
    >
      Estamos realizando mejoras en la plataforma. Vuelve a intentarlo en unos minutos.
    </MessagePanel>
  );
}
