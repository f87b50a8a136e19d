import { waitingNoticeDefaults, type SigningView } from '@invierte/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import {
  failure,
  fakeApi,
  type FakeResponse,
  getButton,
  renderRoute,
  success,
} from '../../../lib/test-utils';
import { infoFixture } from '../test-fixtures';
import DocumentsPage from './DocumentsPage';

const ROUTE = '/onboarding/:idOnboarding/step-2/documents';
const URL_O1 = '/onboarding/o1/step-2/documents';
const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

const doc = (n: number, kind: 'CONTRACT' | 'ANNEX' | 'CERTIFICATE', title: string) => ({
  id: uuid(n),
  kind,
  title,
  fileName: `${n}.pdf`,
  size: 4096,
  sha256: `${n}`.repeat(64),
  generatedAt: '2026-11-23T23:00:00.000Z',
  acceptedAt: null,
});
const generated: SigningView = {
  onboardingId: 'o1',
  state: 'PENDING_SIGNATURE',
  contractState: 'GENERATED',
  generation: 1,
  documents: [
    doc(1, 'CONTRACT', 'Contrato de participación'),
    doc(2, 'ANNEX', 'Anexo 1: Hoja resumen y riesgos del fondo'),
  ],
  signature: { status: 'PENDING', provider: 'builtin', signedAt: null, certificateFileId: null },
  code: { sendsLeft: 3, nextSendAt: null },
};
const notGenerated: SigningView = {
  ...generated,
  contractState: 'PENDING',
  generation: null,
  documents: [],
  signature: null,
};

const notices = {
  ...Object.fromEntries(Object.entries(waitingNoticeDefaults).map(([k, v]) => [k, v.text])),
  SIGNATURE_REVIEW: 'Revisamos tu firma de lunes a viernes, normalmente en menos de 2 horas.',
  DEPOSIT_VERIFICATION: 'Verificamos tu transferencia hoy mismo si llegó antes de las 4 pm.',
  RESCUE_PAYMENT: 'Pagamos tu rescate en 1 día hábil.',
};

function api(
  signing: SigningView,
  extra: Record<string, (init: RequestInit) => FakeResponse | Promise<FakeResponse>> = {},
) {
  return fakeApi({
    'GET /api/onboarding/o1/info': () =>
      success(infoFixture({}, { onboardingId: 'o1', _id: 'o1', state: 'PENDING_SIGNATURE' })),
    'GET /api/onboarding/signing/o1': () => success(signing),
    ...extra,
  });
}

beforeEach(() => {
  localStorage.clear();
  saveSession({ accessToken: 'access-1' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function acceptAndSendCode() {
  await screen.findByText('Acepta y firma');
  for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
  fireEvent.click(getButton('Enviar código'));
}

describe('DocumentsPage', () => {
  it('generates the documents behind the full-screen loader, then lists them', async () => {
    let release: (r: FakeResponse) => void = () => undefined;
    const fake = api(notGenerated, {
      'POST /api/onboarding/signing/create-contract': () =>
        new Promise<FakeResponse>((resolve) => (release = resolve)),
    });
    renderRoute(<DocumentsPage />, URL_O1, ROUTE);
    expect(await screen.findByText('Estamos generando tus documentos')).toBeTruthy();
    release(success(generated));
    expect(await screen.findByText('Contrato de participación')).toBeTruthy();
    expect(screen.queryByText('Estamos generando tus documentos')).toBeNull();
    expect(fake.calls('POST /api/onboarding/signing/create-contract')).toHaveLength(1);
    expect(fake.calls('POST /api/onboarding/signing/create-contract')[0]?.body).toEqual({
      onboardingId: 'o1',
    });
  });

  it('asks for the code only after every document is accepted, and shows the API refusals in Spanish', async () => {
    const fake = api(generated, {
      'POST /api/onboarding/o1/contracts': () => success(generated),
      'POST /api/otp/request': () =>
        failure(
          429,
          'RATE_LIMITED',
          'Ya te enviamos 3 códigos en los últimos 15 minutos. Podrás pedir otro a las 6:30 p. m. (hora de Lima).',
        ),
    });
    renderRoute(<DocumentsPage />, URL_O1, ROUTE);
    await screen.findByText('Acepta y firma');
    expect((getButton('Enviar código') as HTMLButtonElement).disabled).toBe(true);
    await acceptAndSendCode();
    expect(
      await screen.findByText(
        'Ya te enviamos 3 códigos en los últimos 15 minutos. Podrás pedir otro a las 6:30 p. m. (hora de Lima).',
      ),
    ).toBeTruthy();
    expect(fake.calls('POST /api/onboarding/o1/contracts')[0]?.body).toEqual({
      documentIds: [uuid(1), uuid(2)],
    });
  });

  it('signs with the code, shows a wrong code under the field, then the signed state', async () => {
    // The clock stands still (timers stay real): the resend countdown reads its first second
    // however long a loaded machine takes to get there.
    vi.useFakeTimers({ toFake: ['Date'] });
    const signed: SigningView = {
      ...generated,
      state: 'WAITING_FOR_APPROVAL',
      contractState: 'SIGNED',
      documents: [...generated.documents, doc(3, 'CERTIFICATE', 'Constancia de firma electrónica')],
      signature: {
        status: 'SIGNED',
        provider: 'builtin',
        signedAt: '2026-11-23T23:05:00.000Z',
        certificateFileId: uuid(3),
      },
    };
    let attempt = 0;
    api(generated, {
      'POST /api/onboarding/o1/contracts': () => success(generated),
      'GET /api/waiting-notices': () => success(notices),
      'POST /api/otp/request': () =>
        success({ message: 'Te enviamos un código a tu correo.', expiresInSeconds: 600 }),
      'POST /api/onboarding/signing/send-contract': () =>
        ++attempt === 1
          ? failure(
              400,
              'INVALID_CODE',
              'El código no es correcto o ya venció. Revisa tu correo o pide uno nuevo.',
              [
                {
                  field: 'body.code',
                  message: 'El código no es correcto o ya venció. Revisa tu correo o pide uno nuevo.',
                },
              ],
            )
          : success(signed),
    });
    renderRoute(<DocumentsPage />, URL_O1, ROUTE);
    await acceptAndSendCode();
    await screen.findByText(/Te enviamos un código a tu correo\./);
    expect(getButton('Reenviar código en 1:00')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Código de verificación'), { target: { value: '12a3456' } });
    expect((screen.getByLabelText('Código de verificación') as HTMLInputElement).value).toBe('123456');
    fireEvent.click(getButton('Firmar contrato'));
    expect(
      await screen.findByText('El código no es correcto o ya venció. Revisa tu correo o pide uno nuevo.'),
    ).toBeTruthy();
    fireEvent.click(getButton('Firmar contrato'));
    await waitFor(() =>
      expect(screen.getByTestId('signed-state').textContent).toContain('Contrato firmado; en revisión'),
    );
    // What happens next and how long it takes, as the back office wrote it.
    expect((await screen.findByTestId('waiting-notice')).textContent).toBe(notices.SIGNATURE_REVIEW);
    expect(screen.getByText('Constancia de firma electrónica')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Firmar contrato' })).toBeNull();
    // The stepper marks the contract step done while the back office reviews the signature.
    const contractStep = within(screen.getByTestId('onboarding-stepper')).getByText('Contrato');
    expect(contractStep.closest('.MuiStep-root')?.classList.contains('Mui-completed')).toBe(true);
  });

  it('once the signature is approved, says so and leads to the deposit instead of a wait', async () => {
    api({
      ...generated,
      state: 'PENDING_DEPOSIT',
      contractState: 'APPROVED',
      signature: {
        status: 'SIGNED',
        provider: 'builtin',
        signedAt: '2026-11-23T23:05:00.000Z',
        certificateFileId: uuid(3),
      },
    });
    renderRoute(<DocumentsPage />, URL_O1, ROUTE);
    const panel = await screen.findByTestId('signed-state');
    expect(panel.textContent).toContain('Firma aprobada');
    expect(within(panel).getByRole('link', { name: 'Hacer mi depósito' }).getAttribute('href')).toBe(
      '/onboarding/o1/step-3/deposit',
    );
    expect(screen.queryByTestId('waiting-notice')).toBeNull();
  });
});
