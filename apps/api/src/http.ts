import { errorEnvelope, successEnvelope } from '@invierte/domain';
import type { z } from 'zod';

/** Success body helper: every route answers `{ status: 'success', data }`. */
export const ok = <T>(data: T) => ({ status: 'success' as const, data });

/** Response schemas for OpenAPI: the success shape plus the error envelope for the listed statuses. */
export function responses<T extends z.ZodType>(
  data: T,
  successStatus = 200,
  errorStatuses: number[] = [400],
) {
  const map: Record<number, z.ZodType> = { [successStatus]: successEnvelope(data) };
  for (const status of [...errorStatuses, 429, 500]) map[status] = errorEnvelope;
  return map;
}

/** Route config for the calls an attacker would hammer: a stricter per-address limit (AUTH_RATE_LIMIT_MAX). */
export const strictRateLimit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
