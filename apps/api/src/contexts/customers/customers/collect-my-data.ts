import { DomainError, type CustomerBankAccount } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { profileRepository } from '../profile/profile.repository.ts';
import { bankAccountViews } from './bank-account-view.ts';
import { customersRepository } from './customers.repository.ts';
import { accountOf, profileSectionsOf } from './get-customer-profile.ts';

/** Everything the platform keeps about the customer that the data-rights download hands over (Ley 29733). */
export interface MyData {
  generatedAt: string;
  account: {
    email: string;
    name: string;
    lastName: string;
    secondLastName: string;
    documentType: string | null;
    documentNumber: string | null;
    profile: string;
    investorProfile: string | null;
    createdAt: string;
    emailVerifiedAt: string | null;
  };
  profile: Record<string, { data: Record<string, unknown>; source: string; updatedAt: string } | null>;
  bankAccounts: CustomerBankAccount[];
  onboardings: Array<{
    id: string;
    productName: string;
    state: string;
    createdAt: string;
    updatedAt: string;
  }>;
  dataRequests: Array<{ kind: string; status: string; createdAt: string }>;
}

export async function collectMyData(ctx: AppContext, userId: string): Promise<MyData> {
  const db = ctx.db;
  const [user, profile, accounts, onboardings, requests] = await Promise.all([
    profileRepository.findById(db, userId),
    profileSectionsOf(db, userId),
    customersRepository.listBankAccounts(db, userId, false),
    customersRepository.onboardingsOf(db, userId),
    customersRepository.listDataRequests(db, userId),
  ]);
  if (!user) throw new DomainError('UNAUTHORIZED');
  return {
    generatedAt: ctx.now().toISOString(),
    account: {
      ...accountOf(user),
      investorProfile: user.investorProfile,
      createdAt: user.createdAt.toISOString(),
      emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
    },
    profile,
    bankAccounts: await bankAccountViews(ctx, accounts, new Set()),
    onboardings: onboardings.map((o) => ({
      ...o,
      createdAt: o.createdAt.toISOString(),
      updatedAt: o.updatedAt.toISOString(),
    })),
    dataRequests: requests.map((r) => ({
      kind: r.kind,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
