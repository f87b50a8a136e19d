import { currencySymbols, formatMoney, type CurrencyCode } from '@invierte/domain';
import Decimal from 'decimal.js';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { excelImports, investments, movements, users } from '../../../db/schema.ts';
import type { TemplateFlag } from '../excel-import/define-template.ts';
import { limaLongDateTime } from '../../../shared/lima-text.ts';
import type { PlannedOperation } from './plan-portfolio-rows.ts';

/** What identifies a posted operation besides investor, fund, day and kind: the money or the quotas. */
export type OperationMatch = 'amount' | 'quotas';

const dmy = (iso: string) => iso.split('-').reverse().join('/');
const kindWords = { SUBSCRIPTION: 'suscripción', RESCUE: 'rescate' } as const;

/**
 * The planned rows that match an operation already on the investor's movements — same investor,
 * fund, day and kind, and the same amount (investments) or quotas (movements) — whether an earlier
 * import posted it or it was registered on the platform (an approved request, a rescue). Each is
 * named with when and by whom, so the operator can tell a second posting from a distinct one.
 */
export async function alreadyPostedFlags<V>(
  db: Db,
  plan: PlannedOperation[],
  match: OperationMatch,
  column: keyof V & string,
): Promise<TemplateFlag<V>[]> {
  if (plan.length === 0) return [];
  const posted = await db
    .select({
      userId: investments.userId,
      productId: investments.productId,
      type: movements.type,
      amount: movements.amount,
      quotas: movements.quotas,
      operationDate: movements.operationDate,
      key: movements.idempotencyKey,
      createdAt: movements.createdAt,
    })
    .from(movements)
    .innerJoin(investments, eq(investments.id, movements.investmentId))
    .where(
      and(
        inArray(investments.userId, [...new Set(plan.map((p) => p.userId))]),
        inArray(investments.productId, [...new Set(plan.map((p) => p.productId))]),
        inArray(movements.operationDate, [...new Set(plan.map((p) => p.date))]),
        inArray(movements.type, ['SUBSCRIPTION', 'RESCUE']),
        inArray(movements.status, ['APPROVED', 'PENDING']),
      ),
    );
  if (posted.length === 0) return [];
  // Imported movements carry the key `import:<importId>:<row>`.
  const importIds = [
    ...new Set(posted.flatMap((p) => (p.key?.startsWith('import:') ? [p.key.split(':')[1]!] : []))),
  ];
  const imports = importIds.length
    ? await db
        .select({
          id: excelImports.id,
          appliedAt: excelImports.appliedAt,
          name: users.name,
          lastName: users.lastName,
          email: users.email,
        })
        .from(excelImports)
        .innerJoin(users, eq(users.id, excelImports.appliedBy))
        .where(inArray(excelImports.id, importIds))
    : [];
  const importById = new Map(imports.map((i) => [i.id, i]));

  const flags: TemplateFlag<V>[] = [];
  for (const op of plan) {
    const same = posted.find(
      (p) =>
        p.userId === op.userId &&
        p.productId === op.productId &&
        p.operationDate === op.date &&
        p.type === op.kind &&
        (match === 'amount'
          ? new Decimal(p.amount).eq(op.amount)
          : new Decimal(p.quotas).abs().eq(op.quotas)),
    );
    if (!same) continue;
    const imported = same.key?.startsWith('import:') ? importById.get(same.key.split(':')[1]!) : undefined;
    const origin = imported
      ? `importada el ${limaLongDateTime(imported.appliedAt.toISOString())} por ${[imported.name, imported.lastName].filter(Boolean).join(' ')} (${imported.email})`
      : `registrada a mano el ${limaLongDateTime(same.createdAt.toISOString())}`;
    const money = formatMoney(op.amount, {
      symbol: currencySymbols[op.currency as CurrencyCode] ?? op.currency,
    });
    const what =
      match === 'amount' ? `por ${money}` : `de ${new Decimal(op.quotas).toFixed(8)} cuotas (${money})`;
    flags.push({
      row: op.row,
      column,
      kind: 'ALREADY_POSTED',
      reason: `Ya registrada: ${kindWords[op.kind]} del ${dmy(op.date)} ${what}, ${origin}.`,
    });
  }
  return flags;
}
