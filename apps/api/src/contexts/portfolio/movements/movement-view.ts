import {
  currencySymbols,
  movementStatusLabels,
  movementTypeLabels,
  type CurrencyCode,
  type MovementRow,
  type MovementStatus,
  type MovementType,
} from '@invierte/domain';
import type { MovementRecord } from './movements.repository.ts';

export function movementView(r: MovementRecord): MovementRow {
  const code = r.currency as CurrencyCode;
  const type = r.type as MovementType;
  const status = r.status as MovementStatus;
  return {
    id: r.id,
    productId: r.productId,
    productName: r.productName,
    currency: { code, symbol: currencySymbols[code] },
    type,
    typeLabel: movementTypeLabels[type] ?? r.type,
    status,
    statusLabel: movementStatusLabels[status] ?? r.status,
    date: r.date,
    amount: r.amount,
    quotas: r.quotas,
    quotaValue: r.quotaValue,
    quotaValueDate: r.quotaValueDate,
  };
}
