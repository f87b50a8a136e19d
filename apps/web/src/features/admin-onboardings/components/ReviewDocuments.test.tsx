import type { ReviewDocument } from '@invierte/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { fakeObjectUrls, renderRoute } from '../../../lib/test-utils';
import { ReviewDocuments } from './ReviewDocuments';

const doc = (over: Partial<ReviewDocument>): ReviewDocument => ({
  id: 'd1',
  kind: 'VOUCHER',
  type: null,
  label: 'Comprobante de transferencia',
  title: null,
  fileName: 'constancia-interbank.pdf',
  contentType: 'application/pdf',
  size: 1200,
  sha256: 'a'.repeat(64),
  createdAt: '2026-11-25T17:14:00.000Z',
  ...over,
});
const contract = doc({
  id: 'd2',
  kind: 'CONTRACT',
  label: 'Contrato',
  title: 'Contrato de participación',
  fileName: 'contrato-participacion.pdf',
});
const photo = doc({ id: 'd3', fileName: 'foto-transferencia.png', contentType: 'image/png' });
const PDF = new TextEncoder().encode('%PDF-1.7 contrato');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

const list = (items: ReviewDocument[]) =>
  new Response(JSON.stringify({ status: 'success', data: { items } }), {
    headers: { 'content-type': 'application/json' },
  });
const file = (bytes: Uint8Array, type: string, name: string) =>
  new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: { 'content-type': type, 'content-disposition': `inline; filename="${name}"` },
  });

/** A fake API that answers the list and each file; every call is kept with its headers. */
function stubApi(items: ReviewDocument[], files: Record<string, () => Response>) {
  const calls: Array<{ url: string; authorization: string | null }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      calls.push({ url, authorization: new Headers(init.headers).get('authorization') });
      if (url === '/api/admin/onboarding/o1/documents') return list(items);
      const answer = files[url];
      if (!answer) throw new Error(`unexpected request ${url}`);
      return answer();
    }),
  );
  return calls;
}

let objectUrls: Blob[];
beforeEach(() => {
  saveSession({ accessToken: 'admin-1' });
  objectUrls = fakeObjectUrls().blobs;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = () =>
  renderRoute(<ReviewDocuments onboardingId="o1" />, '/admin/onboardings/o1', '/admin/onboardings/:id');
const fileUrl = (id: string, modo: string) => `/api/admin/onboarding/o1/documents/${id}/file?modo=${modo}`;

it('lists each document with its kind, file name and Lima date, and says openings are audited', async () => {
  stubApi([doc({}), contract], {});
  render();
  const rows = await screen.findAllByTestId('review-document');
  expect(rows).toHaveLength(2);
  expect(rows[0]!.textContent).toContain('Comprobante de transferencia');
  expect(rows[0]!.textContent).toContain('constancia-interbank.pdf');
  expect(rows[0]!.textContent).toContain('25/11/2026, 12:14 p. m.');
  expect(rows[1]!.textContent).toContain('Contrato de participación');
  expect(rows[1]!.textContent).not.toContain('Contrato · ');
  expect(within(rows[1]!).getByRole('button', { name: /^Ver Contrato/ })).toBeTruthy();
  expect(within(rows[1]!).getByRole('button', { name: /^Descargar Contrato/ })).toBeTruthy();
  expect(
    screen.getByText('Cada vez que abres o descargas un documento queda registrado en la auditoría.'),
  ).toBeTruthy();
});

it('shows a PDF in a frame fed by the bytes fetched with the admin’s token, and downloads it on request', async () => {
  const calls = stubApi([contract], {
    [fileUrl('d2', 'ver')]: () => file(PDF, 'application/pdf', 'contrato-participacion.pdf'),
    [fileUrl('d2', 'descargar')]: () => file(PDF, 'application/pdf', 'contrato-participacion.pdf'),
  });
  render();
  fireEvent.click(await screen.findByTestId('review-document-view'));
  const viewer = await screen.findByRole('dialog', { name: /^Contrato de participación/ });
  const frame = await within(viewer).findByTestId('document-viewer-pdf');
  expect(frame.tagName).toBe('IFRAME');
  expect(frame.getAttribute('src')).toBe('blob:1');
  expect(frame.getAttribute('title')).toBe('Contrato de participación (contrato-participacion.pdf)');
  expect(objectUrls[0]!.type).toBe('application/pdf');
  expect(Array.from(new Uint8Array(await objectUrls[0]!.arrayBuffer()))).toEqual(Array.from(PDF));
  expect(calls.find((c) => c.url === fileUrl('d2', 'ver'))?.authorization).toBe('Bearer admin-1');

  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  fireEvent.click(within(viewer).getByTestId('document-viewer-download'));
  await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  expect(calls.filter((c) => c.url === fileUrl('d2', 'descargar'))).toHaveLength(1);
  // Each opening is fetched once: the server audits every one.
  expect(calls.filter((c) => c.url === fileUrl('d2', 'ver'))).toHaveLength(1);
  fireEvent.click(within(viewer).getAllByRole('button', { name: 'Cerrar' }).at(-1)!);
  await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('shows an image as an image', async () => {
  stubApi([photo], { [fileUrl('d3', 'ver')]: () => file(PNG, 'image/png', 'foto-transferencia.png') });
  render();
  fireEvent.click(await screen.findByTestId('review-document-view'));
  const image = await screen.findByTestId('document-viewer-image');
  expect(image.tagName).toBe('IMG');
  expect(image.getAttribute('src')).toBe('blob:1');
  expect(image.getAttribute('alt')).toBe('Comprobante de transferencia (foto-transferencia.png)');
  expect(screen.queryByTestId('document-viewer-pdf')).toBeNull();
});

it('says why a document did not open, and opens it on retry', async () => {
  let refused = true;
  stubApi([doc({})], {
    [fileUrl('d1', 'ver')]: () =>
      refused
        ? new Response(
            JSON.stringify({
              status: 'error',
              code: 'NOT_FOUND',
              message: 'No encontramos ese documento en la solicitud.',
              errors: [],
            }),
            { status: 404, headers: { 'content-type': 'application/json' } },
          )
        : file(PDF, 'application/pdf', 'constancia-interbank.pdf'),
  });
  render();
  fireEvent.click(await screen.findByTestId('review-document-view'));
  expect(await screen.findByText('No encontramos ese documento en la solicitud.')).toBeTruthy();
  expect(screen.queryByTestId('document-viewer-pdf')).toBeNull();
  refused = false;
  fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByTestId('document-viewer-pdf')).toBeTruthy();
});

it('names a download that failed, and says when a request has no documents', async () => {
  stubApi([doc({})], {
    [fileUrl('d1', 'descargar')]: () =>
      new Response(
        JSON.stringify({ status: 'error', code: 'FORBIDDEN', message: 'No tienes permiso.', errors: [] }),
        {
          status: 403,
          headers: { 'content-type': 'application/json' },
        },
      ),
  });
  render();
  fireEvent.click(await screen.findByTestId('review-document-download'));
  expect(
    await screen.findByText('No se pudo descargar «constancia-interbank.pdf»: No tienes permiso.'),
  ).toBeTruthy();
  cleanup();
  stubApi([], {});
  render();
  expect(await screen.findByText('Esta solicitud aún no tiene documentos.')).toBeTruthy();
});
