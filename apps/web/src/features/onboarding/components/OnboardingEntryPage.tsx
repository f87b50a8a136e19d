import { safeRedirectOr } from '@invierte/domain';
import Button from '@mui/material/Button';
import { useCallback, useEffect } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { MessagePanel } from '../../../components/MessagePanel';
import { useOnboardingInfo } from '../api/get-onboarding-info';
import { StartInvestmentDialogs } from '../start/StartInvestmentDialogs';
import { useStartInvestment } from '../start/use-start-investment';
import { OnboardingLoading } from './Step1Page';

/** /onboarding/{id}: where this onboarding resumes (the server's `next`, from its state and saved parts). */
function ResumeOnboarding({ id }: { id: string }) {
  const info = useOnboardingInfo(id);
  if (info.isPending) return <OnboardingLoading />;
  if (info.isError)
    return (
      <MessagePanel
        title="No pudimos abrir tu solicitud"
        actions={<Button href="/portafolio">Ir a mi portafolio</Button>}
      >
        {info.error.message}
      </MessagePanel>
    );
  return <Navigate replace to={info.data.next.path} />;
}

/** /onboarding?productId=: starts an investment in the product (requirements R4) and shows its dialogs. */
function StartOnboarding({ productId, returnTo }: { productId: string; returnTo: string }) {
  const navigate = useNavigate();
  const go = useCallback((path: string) => void navigate(path, { replace: true }), [navigate]);
  const leave = useCallback(() => void navigate(returnTo, { replace: true }), [navigate, returnTo]);
  const flow = useStartInvestment(productId, go, leave);
  const { start } = flow;
  useEffect(() => {
    void start();
  }, [start]);
  return <StartInvestmentDialogs flow={flow} />;
}

export default function OnboardingEntryPage() {
  const { idOnboarding } = useParams();
  const [search] = useSearchParams();
  if (idOnboarding) return <ResumeOnboarding id={idOnboarding} />;
  const productId = search.get('productId');
  const returnTo = safeRedirectOr(search.get('volver'), '/portafolio');
  if (!productId) return <Navigate replace to={returnTo} />;
  return <StartOnboarding productId={productId} returnTo={returnTo} />;
}
