import { ON_HOLD_ROUTE, profileSections, step1ScreensFor, type ProfileSection } from '@invierte/domain';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate, useLocation, useParams } from 'react-router';
import { MessagePanel } from '../../../components/MessagePanel';
import { useProfileMe } from '../../../lib/session-api/profile-me';
import { useCustomerProfile } from '../api/get-customer-profile';
import { useOnboardingInfo } from '../api/get-onboarding-info';
import { useOnboardingProduct } from '../api/get-onboarding-product';
import { screenDefFor } from '../step1/screens';
import { step1ContextOf, Step1FormScreen } from '../step1/Step1FormScreen';
import { OnboardingFrame } from './OnboardingFrame';

export function OnboardingLoading() {
  return (
    <Box
      sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}
      role="status"
      aria-label="Cargando tu solicitud"
    >
      <CircularProgress />
    </Box>
  );
}

/** message-blacklist: the onboarding is held for review. It never says why (issue 9 item 3). */
function HeldNotice() {
  return (
    <MessagePanel
      icon={<HourglassTopIcon />}
      title="Estamos revisando tu solicitud"
      actions={
        <Button component={RouterLink} to="/portafolio" variant="contained">
          Ir a mi portafolio
        </Button>
      }
    >
      <Typography data-testid="held-notice">
        Tu solicitud necesita una revisión adicional de nuestro equipo antes de continuar. Te escribiremos a
        tu correo en cuanto terminemos; no necesitas hacer nada más por ahora.
      </Typography>
    </MessagePanel>
  );
}

/** Every /onboarding/{id}/step-1/<route>: the route's declared screen inside the onboarding frame. */
export default function Step1Page() {
  const { idOnboarding = '' } = useParams();
  const { pathname } = useLocation();
  const route = decodeURIComponent(pathname.split('/step-1/')[1] ?? '').replace(/\/$/, '');
  const info = useOnboardingInfo(idOnboarding);
  const profile = useProfileMe();
  const def = screenDefFor(route);
  const product = useOnboardingProduct(def?.part === 'investment' ? info.data?.product.id : undefined);
  const fromProfile = def !== undefined && profileSections.includes(def.part as ProfileSection);
  const customer = useCustomerProfile(fromProfile);

  if (info.isPending) return <OnboardingLoading />;
  // Only when nothing was ever read: a later read that fails (a reload of a newer version, a refetch)
  // leaves the screen and what was typed in it, and the screen that asked says it failed.
  if (info.isError && info.data === undefined)
    return (
      <MessagePanel
        title="No pudimos abrir tu solicitud"
        actions={<Button href="/portafolio">Ir a mi portafolio</Button>}
      >
        {info.error.message}
      </MessagePanel>
    );

  const data = info.data;
  if (data.state === 'ON_HOLD' && route !== ON_HOLD_ROUTE)
    return <Navigate replace to={`/onboarding/${idOnboarding}/step-1/${ON_HOLD_ROUTE}`} />;
  if (route === ON_HOLD_ROUTE)
    return data.state === 'ON_HOLD' ? <HeldNotice /> : <Navigate replace to={data.next.path} />;
  // A screen this onboarding does not have (owner/* for one's own money…) resumes where it should.
  const visible = step1ScreensFor(step1ContextOf(data)).some((s) => s.route === route);
  if (!def || !visible) return <Navigate replace to={data.next.path} />;
  // Personal data starts from the account: wait for it so the prefill is in the defaults.
  if (def.part === 'personalInformation' && profile.isPending) return <OnboardingLoading />;
  // …and from the profile's section (docs/decisions/0015), when the customer has one.
  if (fromProfile && customer.isPending) return <OnboardingLoading />;

  return (
    <OnboardingFrame info={data} route={route}>
      <Step1FormScreen
        key={route}
        def={def}
        onboardingId={idOnboarding}
        context={{ info: data, profile: profile.data, product: product.data, customer: customer.data }}
      />
    </OnboardingFrame>
  );
}
