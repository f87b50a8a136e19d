import { limaDate, statementPeriodChoices } from '@invierte/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/session';
import { fakeApi, fakeObjectUrls, renderRoute } from '../../lib/test-utils';
import { PortfolioDocuments } from './PortfolioDocuments';

const statement = '/api/portfolio/investments/user/DownloadDocumentAccountState';

beforeEach(() => {
  saveSession({ accessToken: 'access-1' });
  fakeObjectUrls();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('downloads the statement of the quarter she picks', async () => {
  const today = limaDate(new Date());
  const [, last, before] = statementPeriodChoices('quarter', today);
  const url = `${statement}?desde=${before!.from}&hasta=${before!.to}`;
  const api = fakeApi({ [`GET ${url}`]: () => ({ body: 'pdf' }) });
  renderRoute(<PortfolioDocuments />, '/participe', '/participe');
  fireEvent.click(screen.getByTestId('statement-kind-quarter'));
  // The last complete quarter is chosen first; she picks the one before it.
  expect(screen.getByTestId('statement-choice').textContent).toContain(last!.label);
  fireEvent.mouseDown(within(screen.getByTestId('statement-choice')).getByRole('combobox'));
  fireEvent.click(await screen.findByRole('option', { name: (name) => name.startsWith(before!.label) }));
  fireEvent.click(screen.getByTestId('document-accountState'));
  await expect.poll(() => api.calls(`GET ${url}`)).toHaveLength(1);
});

it('refuses a custom range that runs backwards, and asks for nothing', async () => {
  const api = fakeApi({});
  renderRoute(<PortfolioDocuments />, '/participe', '/participe');
  fireEvent.click(screen.getByTestId('statement-kind-custom'));
  const [from, to] = ['statement-from', 'statement-to'].map((id) =>
    within(screen.getByTestId(id)).getByLabelText(id.endsWith('from') ? 'Desde' : 'Hasta'),
  );
  fireEvent.change(from!, { target: { value: '2026-03-10' } });
  fireEvent.change(to!, { target: { value: '2026-03-01' } });
  expect(screen.getByRole('alert').textContent).toBe(
    'La fecha desde no puede ser posterior a la fecha hasta.',
  );
  expect((screen.getByTestId('document-accountState') as HTMLButtonElement).disabled).toBe(true);
  expect(api.calls(`GET ${statement}`)).toHaveLength(0);
});
