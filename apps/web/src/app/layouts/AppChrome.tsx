import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import CalculateIcon from '@mui/icons-material/Calculate';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import CategoryIcon from '@mui/icons-material/Category';
import DescriptionIcon from '@mui/icons-material/Description';
import FeedbackIcon from '@mui/icons-material/Feedback';
import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PeopleIcon from '@mui/icons-material/People';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import OutboxIcon from '@mui/icons-material/Outbox';
import PieChartIcon from '@mui/icons-material/PieChart';
import PolicyIcon from '@mui/icons-material/Policy';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import SummarizeIcon from '@mui/icons-material/Summarize';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TimelineIcon from '@mui/icons-material/Timeline';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import type { SidebarEntry } from '@invierte/domain';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AdminSectionGate } from '../../components/admin/AdminSectionGate';
import { LogoutDialog } from '../../components/LogoutDialog';
import { useOnceIdle } from '../../lib/use-once-idle';
import { Sidebar, type SidebarItem } from '../../components/Sidebar';
import { TopBar } from '../../components/TopBar';
import { withChunkReload } from '../../lib/chunk-reload';
import { useUpdateFlashdata } from '../../lib/session-api/flashdata';
import { useLogout } from '../../lib/session-api/logout';
import { useProfileMe } from '../../lib/session-api/profile-me';
import { useSidebarEntries } from '../../lib/session-api/sidebar';
import { settings } from '../../lib/settings';
import { useAdvisorUrl } from '../../lib/site-api/next-operator';
import { storageKeys } from '../../lib/storage-keys';
import type { LayoutConfig } from '../layouts';
import { useThemeMode } from '../theme';

const WelcomingDialog = lazy(withChunkReload(() => import('../../components/WelcomingDialog')));
// The welcoming dialog shows the /approach tour when its tutorial video cannot be played.
const ApproachTour = lazy(withChunkReload(() => import('../../features/approach/components/ApproachTour')));
const SimulatorDialog = lazy(
  withChunkReload(() => import('../../features/simulator/components/SimulatorDialog')),
);
const FeedbackDialog = lazy(
  withChunkReload(() => import('../../features/feedback/components/FeedbackDialog')),
);

/** Sidebar widths of requirements R9: [permanent, other]. */
const sidebarWidths = { interesado: [317, 278], navbar: [246, 300] } as const;

// The sidebar is never permanent on the rescue-quotas pages and /message (requirements R2).
const modalSidebarPaths = [/^\/portafolio\/movimientos\/rescatar-cuotas(\/|$)/, /^\/message(\/|$)/];
// The help button hides on profile pages.
const profilePath = /\/perfil/;

type OpenDialog = 'logout' | 'help' | 'simulator' | 'feedback' | null;

// The API names each sidebar entry's icon; an unknown name gets the generic one.
const sidebarIcons: Record<string, ReactNode> = {
  portfolio: <PieChartIcon />,
  movements: <SwapHorizIcon />,
  products: <CategoryIcon />,
  calculator: <CalculateIcon />,
  feedback: <FeedbackIcon />,
  glossary: <MenuBookIcon />,
  history: <TimelineIcon />,
  logout: <LogoutIcon />,
  admin: <AdminPanelSettingsIcon />,
  people: <PeopleIcon />,
  review: <FactCheckIcon />,
  rescues: <RequestQuoteIcon />,
  quota: <PriceChangeIcon />,
  users: <PersonSearchIcon />,
  letters: <MarkEmailReadIcon />,
  mail: <OutboxIcon />,
  waiting: <HourglassTopIcon />,
  documents: <DescriptionIcon />,
  permissions: <ManageAccountsIcon />,
  audit: <PolicyIcon />,
  reports: <SummarizeIcon />,
  exchange: <CurrencyExchangeIcon />,
  support: <SupportAgentIcon />,
};

/** Entries of GET /api/user/sidebar as sidebar items: a route, or an action that opens a dialog. */
function sidebarItems(entries: SidebarEntry[], open: (dialog: OpenDialog) => void): SidebarItem[] {
  return entries
    .flatMap((entry) => [entry, ...entry.subOption])
    .filter((entry) => entry.active)
    .map((entry) => {
      const { action } = entry;
      return {
        label: entry.name,
        icon: sidebarIcons[entry.icon] ?? <CategoryIcon />,
        ...(action ? { onClick: () => open(action) } : { to: entry.path }),
        testId: `sidebar-${action ?? entry.icon}`,
      };
    });
}

/** Top bar, sidebar and their dialogs around the page of every logged-in layout. */
export default function AppChrome({ config, children }: { config: LayoutConfig; children: ReactNode }) {
  const theme = useTheme();
  const isLarge = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const isExtraSmall = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { pathname } = useLocation();
  const { darkMode, toggleDarkMode } = useThemeMode();
  const { data: user } = useProfileMe({ poll: true });
  const { data: sidebarEntries } = useSidebarEntries();
  const logout = useLogout();
  const updateFlashdata = useUpdateFlashdata();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [welcomeDismissed, setWelcomeDismissed] = useState(false);
  const [sidebarOpen, setSidebarOpen] = useState(!isExtraSmall);
  // Narrowing the window to a phone's width turns the sidebar into a drawer over the page: it starts
  // closed there, as it does when the page is opened on a phone (and open again on a wider screen).
  const [sidebarWidthClass, setSidebarWidthClass] = useState(isExtraSmall);
  if (sidebarWidthClass !== isExtraSmall) {
    setSidebarWidthClass(isExtraSmall);
    setSidebarOpen(!isExtraSmall);
  }
  const close = () => setDialog(null);

  const permanent = isLarge && !modalSidebarPaths.some((path) => path.test(pathname));
  const sidebarVariant = permanent ? 'permanent' : isExtraSmall ? 'temporary' : 'persistent';

  // The server decides the entries (e.g. Historial de tasas only for affluent customers).
  const items = sidebarItems(sidebarEntries ?? [], setDialog);

  // The welcoming dialog opens by itself on the first visit to /portafolio (requirements R2), once the
  // page under it is drawn.
  const drawn = useOnceIdle();
  const firstVisit =
    drawn &&
    pathname === '/portafolio' &&
    user !== undefined &&
    user.flashdata.firstTimeInPortfolio !== false &&
    localStorage.getItem(storageKeys.firstTimeInPortfolio) !== 'false' &&
    !welcomeDismissed;
  const welcomingOpen = dialog === 'help' || firstVisit;
  // operatorData, or the next adviser from the API when it is missing (requirements R1).
  const advisorUrl = useAdvisorUrl(welcomingOpen);

  const closeWelcoming = () => {
    localStorage.setItem(storageKeys.firstTimeInPortfolio, 'false');
    localStorage.setItem(storageKeys.hideHeadWelcoming, 'true');
    setWelcomeDismissed(true);
    close();
    // Kept on the server too, so another device or a new login does not show it again.
    if (user?.flashdata.firstTimeInPortfolio !== false || user.flashdata.hideHeadWelcoming !== true)
      updateFlashdata.mutate({ firstTimeInPortfolio: false, hideHeadWelcoming: true });
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
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          {config.topBar === 'admin' ? <AdminSectionGate>{children}</AdminSectionGate> : children}
        </Box>
      </Box>
      <LogoutDialog
        open={dialog === 'logout'}
        onClose={close}
        onConfirm={() => logout.mutate()}
        pending={logout.isPending}
      />
      <Suspense fallback={null}>
        {welcomingOpen && (
          <WelcomingDialog
            open
            onClose={closeWelcoming}
            videoUrl={settings.tutorialVideoUrl}
            tutorial={settings.tutorialVideo}
            fallback={<ApproachTour onOpenTour={closeWelcoming} />}
            advisorUrl={advisorUrl}
          />
        )}
        {dialog === 'simulator' && <SimulatorDialog onClose={close} />}
        {dialog === 'feedback' && <FeedbackDialog onClose={close} />}
      </Suspense>
    </>
  );
}
