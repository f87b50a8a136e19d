import { portfolioEndpoints } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The error dialog GlobalErrorHost loads lazily: loaded with this file, so that no test's time
// includes loading it.
import './GenericErrorDialog';
import { PasswordRecoveryForm } from '../features/auth/components/PasswordRecoveryForm';
import { setApiHandlers, UNSHOWN_BAD_REQUEST_MS } from '../lib/api-client';
import { callEndpoint } from '../lib/call-endpoint';
import { hideGlobalError, showGlobalError } from '../lib/global-error';
import { failure, fakeApi, renderRoute } from '../lib/test-utils';
import { GlobalErrorHost } from './GlobalErrorHost';

const REFUSAL =
  'El valor cuota se está actualizando. Para continuar con tu solicitud comunícate con un asesor de inversiones por WhatsApp al +51 987 654 321.';
const CALCULATION = '/api/portfolio/movements/purchaseCalculation?productId=p1&amount=1500';

/** A screen that reads only the answer's data: a refusal would leave it blank. */
function Calculation() {
  const calculation = useQuery({
    queryKey: ['calculation'],
    queryFn: () =>
      callEndpoint(portfolioEndpoints.calculatePurchase, { query: { productId: 'p1', amount: '1500' } }),
  });
  return <p>{calculation.data ? `Cuotas: ${calculation.data.quotas}` : 'Calculando…'}</p>;
}

const dialog = () => screen.queryByRole('dialog', { name: '¡Ups! Ocurrió un error' });

let restore: () => void;
beforeEach(() => {
  localStorage.clear();
  // What the router wires in the app (app/router.ts).
  restore = setApiHandlers({ badRequest: showGlobalError, errorResponse: hideGlobalError });
});
afterEach(() => {
  cleanup();
  restore();
  hideGlobalError();
  vi.unstubAllGlobals();
});

describe('a 400 answer (requirements R8: the global error component)', () => {
  it('that no screen shows opens the global error component with the server’s message', async () => {
    fakeApi({ [`GET ${CALCULATION}`]: () => failure(400, 'QUOTA_VALUE_UPDATING', REFUSAL) });
    renderRoute(
      <>
        <Calculation />
        <GlobalErrorHost />
      </>,
      '/portafolio',
    );

    const shown = await screen.findByRole('dialog', { name: '¡Ups! Ocurrió un error' });
    expect(shown.textContent).toContain(REFUSAL);
    expect(screen.getByRole('button', { name: 'Volver a intentar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salir' })).toBeTruthy();
  });

  it('that a form shows under its field stays there, with what was typed', async () => {
    fakeApi({
      'POST /api/password/recovery': () =>
        failure(400, 'VALIDATION_ERROR', 'Revisa los datos ingresados.', [
          { field: 'body.email', message: 'Este correo no es válido para recuperar la contraseña.' },
        ]),
    });
    renderRoute(
      <>
        <PasswordRecoveryForm />
        <GlobalErrorHost />
      </>,
      '/forget-password',
    );
    const email = screen.getByTestId('recovery-email') as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'rosa@example.pe' } });
    fireEvent.click(screen.getByTestId('recovery-submit'));

    expect(await screen.findByText('Este correo no es válido para recuperar la contraseña.')).toBeTruthy();
    // Longer than the client waits before it reports a 400 nobody showed.
    await new Promise((resolve) => setTimeout(resolve, UNSHOWN_BAD_REQUEST_MS + 100));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(email.value).toBe('rosa@example.pe');
  });
});
