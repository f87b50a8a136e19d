import type { AdminUserItem } from '@invierte/domain';
import type { AdminUserListRow } from './admin-users.repository.ts';

/** A user's row as the back office shows it, her positions and first subscription read with it. */
export function adminUserItem(r: AdminUserListRow): AdminUserItem {
  return {
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
    holdings: r.holdings,
    participantSince: r.participantSince,
  };
}
