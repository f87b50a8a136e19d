import { DomainError, type DataRequest } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { customersRepository, type DataRequestRow } from './customers.repository.ts';

export const dataRequestView = (row: DataRequestRow): DataRequest => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/**
 * POST /api/customers/data-requests/cancellation ("Solicitar la cancelación de mis datos", Ley 29733):
 * recorded with its time for support to carry out (data a regulation obliges us to keep — contracts,
 * operations — stays until its term). One open request at a time: a second answers 409.
 */
export async function requestDataCancellation(
  ctx: AppContext,
  userId: string,
  reason: string,
  ip: string | null,
): Promise<DataRequest> {
  return ctx.db.transaction(async (tx) => {
    await customersRepository.lockCustomer(tx, userId);
    if (await customersRepository.openCancellationRequest(tx, userId))
      throw new DomainError(
        'CONFLICT',
        'Ya registramos tu solicitud de cancelación. Te escribiremos cuando la atendamos.',
      );
    const row = await customersRepository.insertDataRequest(tx, {
      userId,
      kind: 'CANCELLATION',
      status: 'RECEIVED',
      reason,
      ip,
      at: ctx.now(),
    });
    return dataRequestView(row);
  });
}
