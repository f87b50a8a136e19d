import { queryClient } from '../../lib/query-client';
import { customerBannersQueryOptions } from '../../lib/portfolio-api/get-customer-banners';
import { fundsQueryOptions } from '../../lib/portfolio-api/get-funds';
import { resumeQueryOptions } from '../../lib/portfolio-api/get-resume';
import { totalPendingRescuesQueryOptions } from '../../lib/portfolio-api/get-total-pending-rescues';
import { hasSession } from '../../lib/session';

/**
 * /portafolio's route loader: asks for the answers its first screen waits for (banners, holdings,
 * totals per currency, pending rescues) beside the guard's profile request, while the page's code
 * downloads, instead of one round trip after the guard and the code. Without a session the guard sends
 * the visitor to /login, so nothing is asked for. Fresh cached answers are not asked for again.
 */
export default function prefetchPortfolio(): void {
  if (!hasSession()) return;
  void queryClient.prefetchQuery(customerBannersQueryOptions());
  void queryClient.prefetchQuery(fundsQueryOptions());
  void queryClient.prefetchQuery(resumeQueryOptions('PEN'));
  void queryClient.prefetchQuery(resumeQueryOptions('USD'));
  void queryClient.prefetchQuery(totalPendingRescuesQueryOptions());
}
