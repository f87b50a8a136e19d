import { catalogueEndpoints, type PublishExchangeRateRequest } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { exchangeRatesKey } from './list-exchange-rates';

/** POST /api/admin/exchange-rates: publishes a day's rate, or corrects it (`correction: true`). */
export const publishExchangeRate = (body: PublishExchangeRateRequest) =>
  callEndpoint(catalogueEndpoints.publishExchangeRate, { body });

export function usePublishExchangeRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: publishExchangeRate,
    onSuccess: () => void client.invalidateQueries({ queryKey: exchangeRatesKey }),
  });
}
