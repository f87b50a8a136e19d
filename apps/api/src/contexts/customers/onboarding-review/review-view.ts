import { DomainError, type ReviewApproval, type ReviewListItem } from '@invierte/domain';
import type { Db } from '../../../db/client.ts';
import { reviewRepository, type ApprovalRow, type FileRow } from './review.repository.ts';

type ListRow = NonNullable<Awaited<ReturnType<typeof reviewRepository.findWithOwner>>>;

export const reviewNotFound = () => new DomainError('NOT_FOUND', 'No encontramos la solicitud.');

/** An onboarding with its investor and product, or 404. */
export async function loadForReview(db: Db, id: string): Promise<ListRow> {
  const row = await reviewRepository.findWithOwner(db, id);
  if (!row) throw reviewNotFound();
  return row;
}

export function listItemOf(r: ListRow): ReviewListItem {
  const { profile: _profile, ...user } = r.user;
  return {
    _id: r.row.id,
    state: r.row.state,
    keynuaContractState: r.row.contractState,
    version: r.row.version,
    createdAt: r.row.createdAt.toISOString(),
    updatedAt: r.row.updatedAt.toISOString(),
    user,
    product: r.product,
  };
}

export const fileOf = (f: FileRow) => ({
  id: f.id,
  kind: f.kind,
  fileName: f.fileName,
  contentType: f.contentType,
  size: f.size,
  sha256: f.sha256,
  generation: f.generation,
  meta: f.meta,
  createdBy: f.createdBy,
  createdAt: f.createdAt.toISOString(),
  removedAt: f.removedAt?.toISOString() ?? null,
  removedBy: f.removedBy,
});

export function approvalOf(a: ApprovalRow | undefined): ReviewApproval | null {
  if (!a) return null;
  return {
    id: a.id,
    status: a.status,
    amount: a.amount,
    currency: a.currency,
    quotaValue: a.quotaValue,
    quotaValueDate: a.quotaValueDate,
    applicableDay: a.applicableDay,
    quotas: a.quotas,
    makerId: a.makerId,
    preparedAt: a.preparedAt.toISOString(),
    checkerId: a.checkerId,
    executedAt: a.executedAt?.toISOString() ?? null,
  };
}

export const decisionOf = (row: { id: string; state: string; contractState: string; version: number }) => ({
  _id: row.id,
  state: row.state,
  keynuaContractState: row.contractState,
  version: row.version,
});
