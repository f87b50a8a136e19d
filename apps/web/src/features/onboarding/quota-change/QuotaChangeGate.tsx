import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useOnboardingInfo } from '../api/get-onboarding-info';

// The dialog and its HTML sanitizer load only for a paused onboarding.
const QuotaChangedDialog = lazy(() =>
  import('./QuotaChangedDialog').then((m) => ({ default: m.QuotaChangedDialog })),
);

/**
 * On every page of the onboarding layout: while the onboarding in the address is paused by a
 * quota-value change, the quota-changed dialog stands over whichever step is open (requirements R2). It reads
 * the same cached info the step pages read, so it adds no request.
 */
function PausedOnboardingDialog({ id }: { id: string }) {
  const info = useOnboardingInfo(id);
  if (info.data?.state !== 'CANCELED_BY_QUOTA_VALUE_CHANGE') return null;
  return (
    <Suspense fallback={null}>
      <QuotaChangedDialog key={info.data.version} info={info.data} />
    </Suspense>
  );
}

export default function QuotaChangeGate() {
  const { idOnboarding } = useParams();
  return idOnboarding ? <PausedOnboardingDialog id={idOnboarding} /> : null;
}
