import type { AdminUserItem } from '@invierte/domain';
import type { Db } from '../../../db/client.ts';
import { adminUsersRepository, type AdminUserRow } from './admin-users.repository.ts';

/** Rows as the back office shows them, with each participant's positions (one query for the page). */
export async function adminUserItems(db: Db, rows: AdminUserRow[]): Promise<AdminUserItem[]> {
  const holders = rows.filter((r) => r.profile === 'PARTICIPE').map((r) => r.id);
  const [holdings, firstSubscriptions] = await Promise.all([
    adminUsersRepository.holdingsOf(db, holders),
    adminUsersRepository.firstSubscriptionsOf(db, holders),
  ]);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    lastName: r.lastName,
    secondLastName: r.secondLastName,
    documentType: r.documentType,
    documentNumber: r.documentNumber,
    profile: r.profile,
    affluent: r.affluent,
    emailVerified: r.emailVerifiedAt !== null,
    questionCompleted: r.questionCompleted,
    investorProfile: r.investorProfile,
    disabled: r.disabledAt !== null,
    disabledAt: r.disabledAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    holdings: holdings
      .filter((h) => h.userId === r.id)
      .map(({ productId, productName, currency, quotas }) => ({ productId, productName, currency, quotas })),
    participantSince: firstSubscriptions.find((s) => s.userId === r.id)?.since ?? null,
  }));
}
