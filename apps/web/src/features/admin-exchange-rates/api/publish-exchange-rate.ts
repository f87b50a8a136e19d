import type { PublishedExchangeRate, PublishExchangeRateRequest } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { exchangeRatesKey } from './list-exchange-rates';

/** POST /api/admin/exchange-rates: publishes a day's rate, or corrects it (`correction: true`). */
export const publishExchangeRate = (body: PublishExchangeRateRequest) =>
  apiRequest<PublishedExchangeRate>('/api/admin/exchange-rates', { method: 'POST', body });

export function usePublishExchangeRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: publishExchangeRate,
    onSuccess: () => void client.invalidateQueries({ queryKey: exchangeRatesKey }),
  });
}
