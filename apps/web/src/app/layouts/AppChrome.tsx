import CalculateIcon from '@mui/icons-material/Calculate';
import CategoryIcon from '@mui/icons-material/Category';
import FeedbackIcon from '@mui/icons-material/Feedback';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PieChartIcon from '@mui/icons-material/PieChart';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TimelineIcon from '@mui/icons-material/Timeline';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SIMULATOR_DIALOG_WIDTH } from '../../components/AppDialog';
import { LogoutDialog } from '../../components/LogoutDialog';
import { Sidebar, type SidebarItem } from '../../components/Sidebar';
import { TopBar } from '../../components/TopBar';
import { withChunkReload } from '../../lib/chunk-reload';
import { useLogout } from '../../lib/session-api/logout';
import { useProfileMe } from '../../lib/session-api/profile-me';
import { storageKeys } from '../../lib/storage-keys';
import type { LayoutConfig } from '../layouts';
import { useThemeMode } from '../theme';

const WelcomingDialog = lazy(withChunkReload(() => import('../../components/WelcomingDialog')));
const ComingSoonDialog = lazy(withChunkReload(() => import('../../components/ComingSoonDialog')));

/** Sidebar widths of SPEC.md §9: [permanent, other]. */
const sidebarWidths = { interesado: [317, 278], navbar: [246, 300] } as const;

// The sidebar is never permanent on the rescue-quotas pages and /message (SPEC.md §2).
const modalSidebarPaths = [/^\/portafolio\/movimientos\/rescatar-cuotas(\/|$)/, /^\/message(\/|$)/];
// The help button hides on profile pages.
const profilePath = /\/perfil/;

type OpenDialog = 'logout' | 'help' | 'simulator' | 'feedback' | null;

function readAdvisorUrl(): string | undefined {
  try {
    const data = JSON.parse(localStorage.getItem(storageKeys.operatorData) ?? 'null') as {
      calendy?: string;
    } | null;
    return data?.calendy || undefined;
  } catch {
    return undefined;
  }
}

/** Top bar, sidebar and their dialogs around the page of every logged-in layout. */
export default function AppChrome({ config, children }: { config: LayoutConfig; children: ReactNode }) {
  const theme = useTheme();
  const isLarge = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const isExtraSmall = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { pathname } = useLocation();
  const { darkMode, toggleDarkMode } = useThemeMode();
  const { data: user } = useProfileMe({ poll: true });
  const logout = useLogout();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [sidebarOpen, setSidebarOpen] = useState(!isExtraSmall);
  const close = () => setDialog(null);

  const permanent = isLarge && !modalSidebarPaths.some((path) => path.test(pathname));
  const sidebarVariant = permanent ? 'permanent' : isExtraSmall ? 'temporary' : 'persistent';

  const items: SidebarItem[] = [
    { label: 'Portafolio', icon: <PieChartIcon />, to: '/portafolio' },
    { label: 'Movimientos', icon: <SwapHorizIcon />, to: '/portafolio/movimientos' },
    { label: 'Productos', icon: <CategoryIcon />, to: '/portafolio/productos' },
    { label: 'Simula tu inversión', icon: <CalculateIcon />, onClick: () => setDialog('simulator') },
    { label: 'Feedback', icon: <FeedbackIcon />, onClick: () => setDialog('feedback') },
    { label: 'Glosario', icon: <MenuBookIcon />, to: '/glosario' },
    ...(user?.affluent ? [{ label: 'Historial de tasas', icon: <TimelineIcon />, to: '/historial' }] : []),
    {
      label: 'Cerrar sesión',
      icon: <LogoutIcon />,
      onClick: () => setDialog('logout'),
      testId: 'sidebar-logout',
    },
  ];

  const closeWelcoming = () => {
    localStorage.setItem(storageKeys.firstTimeInPortfolio, 'false');
    localStorage.setItem(storageKeys.hideHeadWelcoming, 'true');
    close();
  };

  return (
    <>
      <TopBar
        variant={config.topBar === 'admin' ? 'admin' : 'customer'}
        logoTo={config.topBar === 'admin' ? '/admin' : '/portafolio'}
        firstName={user?.name.split(' ')[0]}
        avatarUrl={user?.avatarUrl}
        showHelp={!profilePath.test(pathname)}
        onHelp={() => setDialog('help')}
        onMenu={config.sidebar && !permanent ? () => setSidebarOpen((open) => !open) : undefined}
        onLogout={() => setDialog('logout')}
        darkMode={darkMode}
        onToggleDarkMode={toggleDarkMode}
      />
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {config.sidebar && (
          <Sidebar
            items={items}
            variant={sidebarVariant}
            open={permanent || sidebarOpen}
            onClose={() => setSidebarOpen(false)}
            width={sidebarWidths[config.sidebar][permanent ? 0 : 1]}
          />
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>{children}</Box>
      </Box>
      <LogoutDialog
        open={dialog === 'logout'}
        onClose={close}
        onConfirm={() => logout.mutate()}
        pending={logout.isPending}
      />
      <Suspense fallback={null}>
        {dialog === 'help' && (
          <WelcomingDialog
            open
            onClose={closeWelcoming}
            videoUrl={import.meta.env.VITE_TUTORIAL_VIDEO_URL}
            advisorUrl={readAdvisorUrl()}
          />
        )}
        {dialog === 'simulator' && (
          <ComingSoonDialog
            open
            onClose={close}
            title="Simula tu inversión"
            text="Muy pronto podrás simular tu inversión desde aquí."
            width={SIMULATOR_DIALOG_WIDTH}
          />
        )}
        {dialog === 'feedback' && (
          <ComingSoonDialog
            open
            onClose={close}
            title="Feedback"
            text="Muy pronto podrás enviarnos tus comentarios desde aquí."
          />
        )}
      </Suspense>
    </>
  );
}
