import type { CustomerContract } from '@invierte/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { failure, fakeApi, fakeObjectUrls, renderRoute, success } from '../../../lib/test-utils';
import DocumentsPage from './DocumentsPage';

const signedAt = '2026-01-05T01:47:00.000Z';
const doc = (
  id: string,
  kind: CustomerContract['kind'],
  title: string,
  fileName: string,
  request: Pick<CustomerContract, 'onboardingId' | 'productName' | 'signed' | 'signedAt'>,
): CustomerContract => ({ id, kind, title, fileName, createdAt: '2026-01-05T01:31:00.000Z', ...request });
const bono = { onboardingId: 'o1', productName: 'Bono Select MidCap', signed: true, signedAt };
const factoring = { onboardingId: 'o2', productName: 'Factoring', signed: false, signedAt: null };
const documents = [
  doc('f1', 'CONTRACT', 'Contrato de participación', 'contrato-de-participacion.pdf', bono),
  doc('f2', 'ANNEX', 'Anexo 1: Hoja resumen y riesgos del fondo', 'anexo-1.pdf', bono),
  doc('f3', 'CERTIFICATE', 'Constancia de firma electrónica', 'constancia-de-firma.pdf', bono),
  doc('f4', 'CONTRACT', 'Contrato de participación', 'contrato-de-participacion.pdf', factoring),
];
const download = 'POST /api/onboarding/signing/download-contract';

beforeEach(() => saveSession({ accessToken: 'customer-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('groups the documents by request with its signature, and downloads the one asked for', async () => {
  const saved: string[] = [];
  fakeObjectUrls();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const api = fakeApi({
    'GET /api/user/contracts': () => success(documents),
    [download]: () => ({ body: 'pdf' }),
  });
  renderRoute(<DocumentsPage />, '/perfil2/documentos');
  const bonoCard = await screen.findByRole('region', { name: 'Documentos de Bono Select MidCap' });
  expect(within(bonoCard).getAllByTestId('documents-download')).toHaveLength(3);
  expect(within(bonoCard).getByTestId('documents-state').textContent).toBe('Firmado');
  expect(
    within(bonoCard).getByText(/^Firmado el 4 de enero de 2026 a las 8:47\sp\.\sm\. \(hora de Lima\)$/),
  ).toBeTruthy();
  expect(within(bonoCard).getByText('Constancia de firma electrónica')).toBeTruthy();
  const factoringCard = screen.getByRole('region', { name: 'Documentos de Factoring' });
  expect(within(factoringCard).getAllByTestId('documents-download')).toHaveLength(1);
  expect(within(factoringCard).getByTestId('documents-state').textContent).toBe('Sin firmar');
  expect(within(factoringCard).getByText(/aún falta tu firma/)).toBeTruthy();

  fireEvent.click(
    screen.getByRole('button', { name: 'Descargar Constancia de firma electrónica de Bono Select MidCap' }),
  );
  await expect.poll(() => api.calls(download)).toHaveLength(1);
  expect(api.calls(download)[0]?.body).toEqual({ onboardingId: 'o1', fileId: 'f3' });
  await expect.poll(() => saved).toHaveLength(1);
});

it('shows one request’s documents only, and the server’s refusal of a download', async () => {
  fakeApi({
    'GET /api/user/contracts': () => success(documents),
    [download]: () => failure(404, 'NOT_FOUND', 'No encontramos este documento.'),
  });
  renderRoute(<DocumentsPage />, '/perfil2/documentos/o2', '/perfil2/documentos/:accountId');
  const buttons = await screen.findAllByTestId('documents-download');
  expect(buttons).toHaveLength(1);
  expect(screen.queryByText('Bono Select MidCap')).toBeNull();
  fireEvent.click(buttons[0]!);
  expect(await screen.findByText('No encontramos este documento.')).toBeTruthy();
  expect(screen.getAllByTestId('documents-download')[0]!.hasAttribute('disabled')).toBe(false);
});

it('says so when there is nothing yet', async () => {
  fakeApi({ 'GET /api/user/contracts': () => success([]) });
  renderRoute(<DocumentsPage />, '/perfil2/documentos');
  expect((await screen.findByTestId('documents-empty')).textContent).toContain('Aún no tienes documentos');
});
