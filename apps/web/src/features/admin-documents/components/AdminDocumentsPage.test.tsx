import type { AdminUserItem, InvestorDocument } from '@invierte/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import {
  adminMe,
  failure,
  fakeApi,
  fakeObjectUrls,
  findOption,
  renderRoute,
  success,
} from '../../../lib/test-utils';
import AdminDocumentsPage from './AdminDocumentsPage';

const investor: AdminUserItem = {
  id: 'u1',
  email: 'rosa@example.pe',
  name: 'Rosa',
  lastName: 'Quispe',
  secondLastName: 'Mamani',
  documentType: 'DNI',
  documentNumber: '45678912',
  profile: 'PARTICIPE',
  affluent: false,
  emailVerified: true,
  questionCompleted: true,
  investorProfile: null,
  disabled: false,
  disabledAt: null,
  createdAt: '2026-01-10T15:00:00.000Z',
  holdings: [{ productId: 'p-fiamn', productName: 'Factoring', currency: 'PEN', quotas: '10.00000000' }],
  participantSince: '2026-01-10',
};
const doc: InvestorDocument = {
  id: 'd1',
  userId: 'u1',
  productId: 'p-fiamn',
  productName: 'Factoring',
  type: 'INVESTMENT_REPORT',
  title: 'Octubre 2026',
  fileName: 'reporte-octubre.pdf',
  size: 20480,
  sha256: 'ab'.repeat(32),
  createdBy: 'a1',
  createdAt: '2026-11-02T15:00:00.000Z',
};
const search = 'POST /api/admin/user/listparticipant';
const list = 'GET /api/admin/documents?userId=u1';

beforeEach(() => saveSession({ accessToken: 'admin-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function pickRosa() {
  expect(await screen.findByTestId('documents-pick')).toBeTruthy();
  const input = screen.getByTestId('document-investor');
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: 'rosa' } });
  fireEvent.click(await findOption(/Rosa Quispe Mamani/));
}

it('finds a participant, lists their documents and downloads one; reading only shows no upload or removal', async () => {
  fakeObjectUrls();
  const api = fakeApi({
    'GET /api/admin/users/me': () => adminMe(['document.read', 'user.read']),
    [search]: () => success({ items: [investor], page: 1, limit: 10, total: 1 }),
    [list]: () =>
      success([
        doc,
        { ...doc, id: 'd2', productId: null, productName: null, title: 'Año 2025', type: 'CERTIFICATE' },
      ]),
    'GET /api/admin/documents/d1/file': () => ({ body: 'pdf' }),
  });
  renderRoute(<AdminDocumentsPage />, '/admin/documentos');
  await pickRosa();
  expect(api.calls(search)[0]?.body).toMatchObject({ search: 'rosa' });
  const rows = await screen.findAllByTestId('admin-documents-row');
  expect(rows).toHaveLength(2);
  expect(rows[0]!.textContent).toContain('Octubre 2026');
  expect(rows[0]!.textContent).toContain('Reporte de inversión');
  expect(rows[1]!.textContent).toContain('Toda la cuenta');
  expect(rows[1]!.textContent).toContain('Certificado de participación');
  fireEvent.click(within(rows[0]!).getByTestId('document-download'));
  await expect.poll(() => api.calls('GET /api/admin/documents/d1/file')).toHaveLength(1);
  expect(screen.queryByTestId('document-upload')).toBeNull();
  expect(screen.queryByTestId('document-remove')).toBeNull();
});

it('says so when the participant has no documents yet', async () => {
  fakeApi({
    'GET /api/admin/users/me': () => adminMe(['document.read', 'document.write', 'user.read']),
    [search]: () => success({ items: [investor], page: 1, limit: 10, total: 1 }),
    [list]: () => success([]),
  });
  renderRoute(<AdminDocumentsPage />, '/admin/documentos');
  await pickRosa();
  expect(await screen.findByText('Aún no hay documentos publicados para este partícipe.')).toBeTruthy();
});

it(
  'publishes a PDF with its type, fund and period; refuses a non-PDF before sending and shows the server’s refusal',
  { timeout: 20_000 },
  async () => {
    let published = false;
    let refuse = true;
    const api = fakeApi({
      'GET /api/admin/users/me': () => adminMe(['document.read', 'document.write', 'user.read']),
      [search]: () => success({ items: [investor], page: 1, limit: 10, total: 1 }),
      [list]: () => success(published ? [doc] : []),
      'POST /api/admin/documents': () => {
        if (refuse)
          return failure(
            400,
            'VALIDATION_ERROR',
            '«reporte.pdf» no es un PDF válido: adjunta el documento en PDF.',
            [
              {
                field: 'body.file',
                message: '«reporte.pdf» no es un PDF válido: adjunta el documento en PDF.',
              },
            ],
          );
        published = true;
        return { status: 201, body: { status: 'success', data: doc } };
      },
    });
    renderRoute(<AdminDocumentsPage />, '/admin/documentos');
    await pickRosa();
    fireEvent.click(await screen.findByTestId('document-upload'));
    const file = screen.getByTestId('document-file');

    // A picture is refused in the browser; nothing is sent.
    fireEvent.change(file, { target: { files: [new File(['x'], 'foto.png', { type: 'image/png' })] } });
    expect(screen.getByTestId('document-file-status').textContent).toContain('no es un PDF válido');
    fireEvent.change(screen.getByTestId('document-title'), { target: { value: 'Octubre 2026' } });
    fireEvent.click(screen.getByTestId('document-upload-save'));
    await new Promise((r) => setTimeout(r, 50));
    expect(api.calls('POST /api/admin/documents')).toHaveLength(0);

    fireEvent.change(file, {
      target: { files: [new File(['%PDF-1.7'], 'reporte.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.getByTestId('document-file-status').textContent).toContain('reporte.pdf');
    fireEvent.change(screen.getByTestId('document-fund'), { target: { value: 'p-fiamn' } });
    fireEvent.click(screen.getByTestId('document-upload-save'));
    await expect
      .poll(() => screen.getByTestId('document-file-status').textContent)
      .toContain('no es un PDF válido: adjunta el documento en PDF.');

    refuse = false;
    fireEvent.change(file, {
      target: { files: [new File(['%PDF-1.7 real'], 'reporte.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(screen.getByTestId('document-upload-save'));
    await vi.waitFor(() => expect(screen.queryByTestId('document-upload-save')).toBeNull());
    const sent = api.calls('POST /api/admin/documents')[1]!.body as FormData;
    expect(Object.fromEntries([...sent.entries()].filter(([k]) => k !== 'file'))).toEqual({
      userId: 'u1',
      type: 'INVESTMENT_REPORT',
      productId: 'p-fiamn',
      title: 'Octubre 2026',
    });
    expect((sent.get('file') as File).name).toBe('reporte.pdf');
    expect((await screen.findAllByTestId('admin-documents-row'))[0]!.textContent).toContain('Octubre 2026');
  },
);

it('removes a document only after confirming', async () => {
  let removed = false;
  const api = fakeApi({
    'GET /api/admin/users/me': () => adminMe(['document.read', 'document.write', 'user.read']),
    [search]: () => success({ items: [investor], page: 1, limit: 10, total: 1 }),
    [list]: () => success(removed ? [] : [doc]),
    'DELETE /api/admin/documents/d1': () => {
      removed = true;
      return success({ id: 'd1' });
    },
  });
  renderRoute(<AdminDocumentsPage />, '/admin/documentos');
  await pickRosa();
  fireEvent.click(await screen.findByTestId('document-remove'));
  expect(screen.getByText(/«Octubre 2026» dejará de aparecer en el portafolio del partícipe/)).toBeTruthy();
  expect(api.calls('DELETE /api/admin/documents/d1')).toHaveLength(0);
  fireEvent.click(screen.getByTestId('decision-confirm'));
  expect(await screen.findByText('Aún no hay documentos publicados para este partícipe.')).toBeTruthy();
  expect(api.calls('DELETE /api/admin/documents/d1')).toHaveLength(1);
});
