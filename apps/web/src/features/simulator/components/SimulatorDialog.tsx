import type { SimulationOutcome } from '@invierte/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { AppDialog, SIMULATOR_DIALOG_WIDTH } from '../../../components/AppDialog';
import { freeProductsQueryOptions } from '../../../lib/site-api/free-products';
import { startInvestmentPath } from '../../../lib/start-investment-path';
import { PRODUCTS_PATH } from '../paths';
import { Simulator } from './Simulator';

/** The sidebar's "Simula tu inversión" modal (requirements R2, max width 488 px). */
export default function SimulatorDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();

  // "Quiero invertir" starts the investment in the simulated product (requirements R4), back here on closing.
  const invest = async (result: SimulationOutcome) => {
    onClose();
    const products = await queryClient.fetchQuery(freeProductsQueryOptions()).catch(() => []);
    const product = products.find(
      (p) => p.simulatorValue === result.product && p.currency.code === result.currency,
    );
    void navigate(product ? startInvestmentPath(product.id, pathname) : PRODUCTS_PATH);
  };

  return (
    <AppDialog open onClose={onClose} title="Simula tu inversión" width={SIMULATOR_DIALOG_WIDTH}>
      <Simulator productSelect="always" onInvest={(result) => void invest(result)} />
    </AppDialog>
  );
}
