import type { ReviewDocument } from '@invierte/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { fakeObjectUrls, renderRoute } from '../../../lib/test-utils';
import { BeneficiaryFields } from './BeneficiaryFields';

const beneficiaryDocument: ReviewDocument = {
  id: 'f1',
  kind: 'BENEFICIARY_DOCUMENT',
  type: null,
  label: 'Documento de identidad del beneficiario final',
  title: null,
  fileName: 'dni-ana.png',
  contentType: 'image/png',
  size: 1200,
  sha256: 'a'.repeat(64),
  createdAt: '2026-11-25T17:14:00.000Z',
};
const beneficiary = {
  documentType: 'DNI',
  documentNumber: '70445566',
  name: 'Ana Lucía',
  lastName: 'Torres',
  secondLastName: 'Vega',
  birthDate: '2012-06-20',
  nationality: 'PER',
  relationship: 'HIJO',
  documentFileId: 'f1',
};
const fileUrl = '/api/admin/onboarding/o1/documents/f1/file?modo=ver';

/** The review's list answers `items`; the countries and the beneficiary's file answer as the API does. */
function stubApi(items: ReviewDocument[]) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      const json = (data: unknown) =>
        new Response(JSON.stringify({ status: 'success', data }), {
          headers: { 'content-type': 'application/json' },
        });
      if (url === '/api/admin/onboarding/o1/documents') return json({ items });
      if (url === '/api/onboarding/linking/countries')
        return json([{ id: 'PER', alpha2: 'PE', name: 'Perú' }]);
      if (url === fileUrl)
        return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
          headers: { 'content-type': 'image/png' },
        });
      throw new Error(`unexpected request ${url}`);
    }),
  );
  return urls;
}

beforeEach(() => {
  saveSession({ accessToken: 'admin-1' });
  fakeObjectUrls();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = () =>
  renderRoute(
    <BeneficiaryFields onboardingId="o1" beneficiary={beneficiary} />,
    '/admin/onboardings/o1',
    '/admin/onboardings/:id',
  );

it('reads the declared beneficiary in Spanish and opens her document in the viewer', async () => {
  const urls = stubApi([beneficiaryDocument]);
  render();
  const card = screen.getByTestId('review-final-beneficiary');
  const lines = () => [...card.querySelectorAll('p')].map((p) => p.textContent);
  await vi.waitFor(() =>
    expect(lines()).toEqual(
      expect.arrayContaining([
        'Nombres y apellidos: Ana Lucía Torres Vega',
        'Documento: DNI 70445566',
        'Fecha de nacimiento: 20/06/2012',
        'Nacionalidad: Perú',
        'Relación con el inversionista: Hijo(a)',
      ]),
    ),
  );
  fireEvent.click(await screen.findByTestId('review-beneficiary-document'));
  const viewer = await screen.findByRole('dialog');
  const image = await within(viewer).findByTestId('document-viewer-image');
  expect(image.getAttribute('alt')).toBe('Documento de identidad del beneficiario final (dni-ana.png)');
  expect(urls.filter((u) => u === fileUrl)).toHaveLength(1);
});

it('says so when the named document is not among the request’s documents', async () => {
  stubApi([]);
  render();
  expect(await screen.findByText('No encontramos el documento de identidad adjunto.')).toBeTruthy();
  expect(screen.queryByTestId('review-beneficiary-document')).toBeNull();
});
