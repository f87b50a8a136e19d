import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router';
import { MessagePanel } from '../../components/MessagePanel';

/** What a screen passes in the navigation state to show a message here. */
export interface MessageState {
  title?: string;
  message?: string;
  actionLabel?: string;
  actionTo?: string;
}

/** A generic message page; the caller sets its text through `navigate('/message', { state })`. */
export default function MessagePage() {
  const state = (useLocation().state ?? {}) as MessageState;
  return (
    <MessagePanel
      title={state.title ?? 'Listo'}
      actions={
        <Button variant="contained" component={RouterLink} to={state.actionTo ?? '/'}>
          {state.actionLabel ?? 'Volver al inicio'}
        </Button>
      }
    >
      {state.message ?? 'Tu solicitud fue procesada correctamente.'}
    </MessagePanel>
  );
}
