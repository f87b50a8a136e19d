import type { CustomerContract, CustomerProfile } from '@invierte/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { fakeApi, renderRoute, success } from '../../../lib/test-utils';
import ParticipantHomePage from './ParticipantHomePage';

// The holdings have their own tests and endpoints; this page's own parts are what is checked here.
vi.mock('../../../components/holdings/Holdings', () => ({ Holdings: () => null }));

const wait = { timeout: 5000 };
const profile: CustomerProfile = {
  account: {
    email: 'maria@example.pe',
    name: 'MARÍA',
    lastName: 'ROJAS',
    secondLastName: '',
    documentType: 'DNI',
    documentNumber: '40000003',
    profile: 'PARTICIPE',
  },
  sections: { personalInformation: null, birthdata: null, address: null, occupation: null, partner: null },
  activeBankAccounts: 0,
  completion: { percentage: 100, missing: null, path: null },
};
const doc = (id: string, kind: CustomerContract['kind']): CustomerContract => ({
  id,
  onboardingId: 'o1',
  productName: 'Mutuo Acreencias',
  kind,
  title: kind,
  fileName: `${id}.pdf`,
  createdAt: '2026-01-05T01:31:00.000Z',
  signed: true,
  signedAt: '2026-01-05T01:47:00.000Z',
});

beforeEach(() => saveSession({ accessToken: 'participe-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function render(
  bankAccount: { productId: string; productName: string; currency: 'PEN' | 'USD'; path: string } | null,
) {
  fakeApi({
    'GET /api/customers/profile': () => success(profile),
    'GET /api/user/bankAccounts': () => success([]),
    'GET /api/user/contracts': () =>
      success([doc('c', 'CONTRACT'), doc('a1', 'ANNEX'), doc('a2', 'ANNEX'), doc('k', 'CERTIFICATE')]),
    'GET /api/customers/banners': () => success({ profile: null, bankAccount, request: null }),
  });
  renderRoute(<ParticipantHomePage />, '/participe');
}

it('asks where she lands for the account where her earnings are paid, linking to the fund', async () => {
  render({
    productId: 'p-mutuo',
    productName: 'Mutuo Acreencias',
    currency: 'PEN',
    path: '/portafolio/mutuo/PEN?deposit=1',
  });
  const banner = await screen.findByTestId('bank-account-banner', {}, wait);
  expect(banner.textContent).toContain('Registra tu cuenta donde depositaremos tus ganancias');
  expect(within(banner).getByRole('link').getAttribute('href')).toBe('/portafolio/mutuo/PEN?deposit=1');
});

it('names each kind of her signed documents, and shows no banner when every fund has an account', async () => {
  render(null);
  const documents = await screen.findByTestId('participe-documents', {}, wait);
  await vi.waitFor(() => expect(documents.textContent).toContain('1 contrato, 2 anexos y 1 certificado.'));
  expect(screen.queryByTestId('bank-account-banner')).toBeNull();
});
