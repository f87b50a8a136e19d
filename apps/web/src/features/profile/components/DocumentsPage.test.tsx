import type { CustomerContract } from '@invierte/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { failure, fakeApi, renderRoute, success } from '../../../lib/test-utils';
import DocumentsPage from './DocumentsPage';

const signed: CustomerContract = {
  id: 'f1',
  onboardingId: 'o1',
  productName: 'Bono Select Midcap Soles',
  fileName: 'contrato-de-participacion.pdf',
  createdAt: '2026-01-05T01:31:00.000Z',
  signed: true,
};
const pending: CustomerContract = {
  ...signed,
  id: 'f2',
  onboardingId: 'o2',
  productName: 'Factoring Dólares',
  signed: false,
};
const download = 'POST /api/onboarding/signing/download-contract';

beforeEach(() => saveSession({ accessToken: 'customer-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('lists each contract with its state and downloads the one asked for', async () => {
  const saved: string[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const api = fakeApi({
    'GET /api/user/contracts': () => success([signed, pending]),
    [download]: () => ({ body: 'pdf' }),
  });
  renderRoute(<DocumentsPage />, '/perfil2/documentos');
  const buttons = await screen.findAllByTestId('documents-download');
  expect(buttons).toHaveLength(2);
  const first = buttons[0]!.closest('li')!;
  expect(within(first).getByText('Firmado')).toBeTruthy();
  expect(within(buttons[1]!.closest('li')!).getByText('Sin firmar')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: /Descargar .* de Factoring Dólares/ }));
  await expect.poll(() => api.calls(download)).toHaveLength(1);
  expect(api.calls(download)[0]?.body).toEqual({ onboardingId: 'o2', fileId: 'f2' });
  await expect.poll(() => saved).toHaveLength(1);
});

it('shows one request’s contracts only, and the server’s refusal of a download', async () => {
  fakeApi({
    'GET /api/user/contracts': () => success([signed, pending]),
    [download]: () => failure(404, 'NOT_FOUND', 'No encontramos este documento.'),
  });
  renderRoute(<DocumentsPage />, '/perfil2/documentos/o1', '/perfil2/documentos/:accountId');
  const buttons = await screen.findAllByTestId('documents-download');
  expect(buttons).toHaveLength(1);
  fireEvent.click(buttons[0]!);
  expect(await screen.findByText('No encontramos este documento.')).toBeTruthy();
  expect(screen.getAllByTestId('documents-download')[0]!.hasAttribute('disabled')).toBe(false);
});
