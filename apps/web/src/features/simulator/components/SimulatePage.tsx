import type { SimulationOutcome } from '@invierte/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { SIMULATOR_DIALOG_WIDTH } from '../../../components/AppDialog';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import { withChunkReload } from '../../../lib/chunk-reload';
import { freeProductsQueryOptions } from '../../../lib/site-api/free-products';
import { startInvestmentPath } from '../../../lib/start-investment-path';
import { useCheckSubscriptionLock } from '../api/check-subscription-lock';
import { PRODUCTS_PATH } from '../paths';
import { Simulator } from './Simulator';
import { StopQuotaDialog } from '../../../components/StopQuotaDialog';
import { VinculationProcessDialog } from './VinculationProcessDialog';

const LegalTermsDialog = lazy(withChunkReload(() => import('../../../components/LegalTermsDialog')));

type OpenDialog =
  { kind: 'legal' } | { kind: 'vinculation'; start?: () => void } | { kind: 'stop'; message: string } | null;

/** The product record (id) behind a simulated product and currency, for the lock check. */
async function productIdFor(client: QueryClient, result: SimulationOutcome): Promise<string | undefined> {
  const products = await client.fetchQuery(freeProductsQueryOptions());
  return products.find((p) => p.simulatorValue === result.product && p.currency.code === result.currency)?.id;
}

/**
 * /simula_inversion: the calculator as a page of the comunidad layout, with the legal terms, the
 * vinculation process and, when the chosen product takes no investments, the "stop" modal (requirements R2).
 */
export default function SimulatePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const lockCheck = useCheckSubscriptionLock();
  const close = () => setDialog(null);

  const invest = async (result: SimulationOutcome) => {
    try {
      const productId = await productIdFor(queryClient, result);
      if (productId) await lockCheck.mutateAsync(productId);
      // "Comenzar" starts the investment in that product (requirements R4); without one, the product list.
      const start = () =>
        void navigate(productId ? startInvestmentPath(productId, '/simula_inversion') : PRODUCTS_PATH);
      setDialog({ kind: 'vinculation', start });
    } catch (error) {
      // 423 PRODUCT_LOCKED carries the ProductLockedException message for the "stop" modal.
      if (error instanceof ApiError && error.code === 'PRODUCT_LOCKED')
        setDialog({ kind: 'stop', message: error.message });
      else if (!(error instanceof ApiError && error.kind === 'server'))
        setDialog({ kind: 'stop', message: errorMessageOf(error) });
    }
  };

  return (
    <Box sx={{ maxWidth: SIMULATOR_DIALOG_WIDTH, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 1, textAlign: 'center' }}>
        Simula tu inversión
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, textAlign: 'center' }}>
        Descubre cuánto podrías recibir según el monto, la moneda y el plazo que elijas.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Simulator productSelect="affluent" onInvest={(result) => void invest(result)} />
      </Paper>
      <Stack spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
        <Link component="button" type="button" onClick={() => setDialog({ kind: 'vinculation' })}>
          ¿Cómo es el proceso de vinculación?
        </Link>
        <Link
          component="button"
          type="button"
          onClick={() => setDialog({ kind: 'legal' })}
          data-testid="simulate-legal-terms"
        >
          (1) Revisa los términos legales
        </Link>
      </Stack>
      {dialog?.kind === 'vinculation' && <VinculationProcessDialog onClose={close} onStart={dialog.start} />}
      {dialog?.kind === 'stop' && <StopQuotaDialog message={dialog.message} onClose={close} />}
      {dialog?.kind === 'legal' && (
        <Suspense fallback={null}>
          <LegalTermsDialog open onClose={close} />
        </Suspense>
      )}
    </Box>
  );
}
