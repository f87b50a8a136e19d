import { homePathFor } from '@invierte/domain';
import CelebrationIcon from '@mui/icons-material/Celebration';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { MessagePanel } from '../../../components/MessagePanel';
import { useHasSession } from '../../../lib/session';
import { useProfileMe } from '../../../lib/session-api/profile-me';

export default function WelcomePage() {
  const loggedIn = useHasSession();
  const { data: user } = useProfileMe();
  const home = user ? homePathFor(user) : '/login';
  // Whoever is due for the profile questions first reads the introduction (/approach/one…four).
  const next = home === '/questions' ? '/approach/one' : home;
  return (
    <MessagePanel
      icon={<CelebrationIcon />}
      title="¡Bienvenido!"
      actions={
        <Button
          variant="contained"
          size="large"
          component={RouterLink}
          to={next}
          disabled={loggedIn && !user}
          data-testid="welcome-continue"
        >
          Continuar
        </Button>
      }
    >
      Tu correo fue verificado. Ya puedes empezar a invertir en factoring al toque.
    </MessagePanel>
  );
}
