import { expect, it } from 'vitest';
import { newPage, stepRecorder } from './support/browser.ts';
import { closeWelcoming, logoutFromTopBar, submitLogin } from './support/journeys.ts';
import { setUpJourney } from './support/setup.ts';

const journey = setUpJourney();

it('change the password at /perfil2/password → log out → log in with the new one', async () => {
  const step = stepRecorder('change-password');
  // An INTERESADO (she holds nothing yet): her home is /portafolio, with its welcoming dialog.
  const email = 'verificacion@invierte.pe';
  const { page } = await newPage(journey.browser, journey.product.baseUrl);

  await submitLogin(page, email, 'Demo2026');
  await page.waitForURL('**/portafolio');
  await closeWelcoming(page);

  await page.getByRole('link', { name: 'Mi perfil' }).click();
  await page.waitForURL('**/perfil-menu');
  await step(page, 'perfil-menu');
  await page.getByTestId('profile-change-password').click();
  await page.waitForURL('**/perfil2/password');

  // A wrong current password is refused on its own field.
  await page.getByTestId('change-password-current').fill('NoEsLaClave1');
  await page.getByTestId('change-password-new').fill('Cambiada2026');
  await page.getByTestId('change-password-confirm').fill('Cambiada2026');
  await page.getByTestId('change-password-submit').click();
  await page.getByText('La contraseña actual no es correcta.').waitFor();
  await step(page, 'wrong-current-password');

  await page.getByTestId('change-password-current').fill('Demo2026');
  await page.getByTestId('change-password-submit').click();
  await page.getByTestId('change-password-done').getByText('Tu contraseña fue actualizada.').waitFor();
  await step(page, 'password-changed');

  // The answer was a new session: this device is still logged in.
  await page.goto('/perfil-menu');
  await page.getByTestId('topbar-first-name').getByText('Rocío').waitFor();

  await logoutFromTopBar(page);
  await submitLogin(page, email, 'Demo2026');
  await page.getByTestId('login-error').getByText('El correo o la contraseña no son correctos.').waitFor();
  await page.getByTestId('login-password').fill('Cambiada2026');
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/portafolio');
  await page.getByTestId('topbar-first-name').getByText('Rocío').waitFor();
  // The welcoming dialog was closed before: the server remembers it (flashdata). It would open once
  // the page is drawn and the browser idle: wait for that moment, then one more frame.
  await page.evaluate(() => {
    // Runs in the page (this file is typed for Node).
    const w = globalThis as unknown as {
      requestIdleCallback(run: () => void, options: { timeout: number }): void;
      requestAnimationFrame(run: () => void): void;
    };
    return new Promise((resolve) =>
      w.requestIdleCallback(() => w.requestAnimationFrame(() => setTimeout(resolve, 100)), { timeout: 3000 }),
    );
  });
  expect(await page.getByRole('dialog', { name: 'Felicitaciones 🎉' }).count()).toBe(0);
  await step(page, 'logged-in-with-new-password');
});
