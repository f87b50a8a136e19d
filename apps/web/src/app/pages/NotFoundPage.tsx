import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { MessagePanel } from '../../components/MessagePanel';

/** requirements R8: the not-found page has a message and a link home. */
export function NotFoundMessage() {
  return (
    <MessagePanel
      title="Esta página no existe"
      actions={
        <Button variant="contained" component={RouterLink} to="/" data-testid="not-found-home">
          Volver al inicio
        </Button>
      }
    >
      Es posible que el enlace esté mal escrito o que la página ya no esté disponible.
    </MessagePanel>
  );
}

export default NotFoundMessage;
