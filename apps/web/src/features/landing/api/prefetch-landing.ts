import { queryClient } from '../../../lib/query-client';
import { freeProductsQueryOptions } from '../../../lib/site-api/free-products';
import { exchangeRateQueryOptions } from './get-exchange-rate';

/**
 * The landing's route loader: asks for the products and the exchange rate while the page's code is
 * still downloading, instead of after it has rendered, and does not wait for them (the page shows its
 * skeleton and loader if they are late). Fresh cached answers are not asked for again.
 */
export default function prefetchLanding(): void {
  void queryClient.prefetchQuery(freeProductsQueryOptions());
  void queryClient.prefetchQuery(exchangeRateQueryOptions());
}
