import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '../../components/Footer';
import { Logo } from '../../components/Logo';
import { documentTitle } from '../../lib/brand';
import { withChunkReload } from '../../lib/chunk-reload';
import { layouts, type LayoutName } from '../layouts';
import { usePageTitle } from '../route-handle';

// Top bar and sidebar only exist behind login; public pages never download them.
const AppChrome = lazy(withChunkReload(() => import('./AppChrome')));
const overlays = {
  'onboarding-quota-change': lazy(
    withChunkReload(() => import('../../features/onboarding/quota-change/QuotaChangeGate')),
  ),
} as const;

/** The one layout component: the layout's config decides which chrome surrounds the page. */
function Shell({ layout }: { layout: LayoutName }) {
  const config = layouts[layout];
  const Overlay = config.overlay ? overlays[config.overlay] : null;
  const title = usePageTitle();
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  const page = (
    <>
      {config.content === 'centered' ? (
        <Container component="main" maxWidth="sm" sx={{ flex: 1, py: { xs: 3, md: 6 } }}>
          <Outlet />
        </Container>
      ) : (
        <Box component="main" sx={{ flex: 1, p: { xs: 2, md: 4 } }}>
          <Outlet />
        </Box>
      )}
      {config.footer && <Footer />}
      {Overlay && (
        <Suspense fallback={null}>
          <Overlay />
        </Suspense>
      )}
    </>
  );

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {config.topBar ? (
        <Suspense fallback={null}>
          <AppChrome config={config}>{page}</AppChrome>
        </Suspense>
      ) : (
        <>
          <Box component="header" sx={{ px: { xs: 2, md: 4 }, py: 2 }}>
            <Logo to="/" />
          </Box>
          {page}
        </>
      )}
    </Box>
  );
}

/** The route component of one layout (React Router renders components without props). */
export function shellFor(layout: LayoutName): ComponentType {
  const LayoutShell = () => <Shell layout={layout} />;
  LayoutShell.displayName = `Shell(${layout})`;
  return LayoutShell;
}
