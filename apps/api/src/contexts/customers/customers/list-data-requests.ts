import type { DataRequest } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { customersRepository } from './customers.repository.ts';
import { dataRequestView } from './request-data-cancellation.ts';

/** GET /api/customers/data-requests: the customer's data-rights requests with their times, newest first. */
export async function listDataRequests(ctx: AppContext, userId: string): Promise<DataRequest[]> {
  return (await customersRepository.listDataRequests(ctx.db, userId)).map(dataRequestView);
}
