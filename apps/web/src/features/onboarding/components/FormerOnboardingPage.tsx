import { Navigate } from 'react-router';
import { useOpenOnboarding } from '../../../lib/onboarding-api/get-open-onboarding';
import { OnboardingLoading } from './Step1Page';

/**
 * /onboardingOld: the former onboarding address (requirements R2). Old links and bookmarks lead to the
 * investor's request in flight, which resumes where it was, or to the portfolio when there is none.
 */
export default function FormerOnboardingPage() {
  const open = useOpenOnboarding();
  if (open.isPending) return <OnboardingLoading />;
  const target = open.data ? `/onboarding/${encodeURIComponent(open.data.onboardingId)}` : '/portafolio';
  return <Navigate replace to={target} />;
}
