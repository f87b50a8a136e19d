import ForumIcon from '@mui/icons-material/Forum';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { MessagePanel } from '../../../components/MessagePanel';
import { usePublicConfig } from '../../../lib/public-config';

/**
 * /comunidad: the community space, embedded from COMMUNITY_URL. The API serves the address and also
 * admits it in its Content-Security-Policy, so one setting configures both.
 */
export default function CommunityPage() {
  const config = usePublicConfig();
  const url = config.data?.communityUrl;
  if (config.isPending) return null;
  if (!url) {
    return (
      <MessagePanel
        title="Comunidad"
        icon={<ForumIcon />}
        actions={
          <Button variant="contained" component={RouterLink} to="/glosario">
            Ver el glosario
          </Button>
        }
      >
        Muy pronto podrás conversar aquí con otros inversionistas y con nuestro equipo. Mientras tanto, revisa
        el glosario o escríbenos desde la opción Feedback del menú.
      </MessagePanel>
    );
  }
  return (
    <Box
      component="iframe"
      src={url}
      title="Comunidad"
      data-testid="community-frame"
      // The community runs its own scripts and sign-in; it must not reach this page.
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      sx={{ width: '100%', minHeight: 'calc(100vh - 220px)', border: 0, borderRadius: 2 }}
    />
  );
}
