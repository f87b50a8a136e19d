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

  // The welcoming dialog plays the tutorial shipped with the app, its Spanish captions on.
  const video = page.getByRole('dialog', { name: 'Felicitaciones 🎉' }).getByTestId('welcoming-video');
  await video.waitFor();
  // Runs in the page (this file is typed for Node): the <video> and its <track>.
  type Player = {
    play(): Promise<void>;
    muted: boolean;
    currentTime: number;
    duration: number;
    readyState: number;
    error: { code: number } | null;
    textTracks: ArrayLike<{ language: string; mode: string; cues: ArrayLike<{ text: string }> | null }>;
    querySelector(selector: 'track'): { readyState: number } | null;
  };
  await video.evaluate((element) => {
    const player = element as unknown as Player;
    player.muted = true;
    return player.play();
  });
  await expect
    .poll(() => video.evaluate((element) => (element as unknown as Player).currentTime))
    .toBeGreaterThan(0);
  const played = await video.evaluate((element) => {
    const player = element as unknown as Player;
    return { readyState: player.readyState, error: player.error?.code ?? null, duration: player.duration };
  });
  expect(played.error).toBeNull();
  expect(played.readyState).toBeGreaterThanOrEqual(2);
  expect(played.duration).toBeGreaterThanOrEqual(20);
  // The captions track loads (HTMLTrackElement.LOADED = 2) and is shown, in Spanish.
  await expect
    .poll(() =>
      video.evaluate((element) => (element as unknown as Player).querySelector('track')?.readyState),
    )
    .toBe(2);
  const captions = await video.evaluate((element) => {
    const track = (element as unknown as Player).textTracks[0];
    return { language: track?.language, mode: track?.mode, first: track?.cues?.[0]?.text };
  });
  expect(captions).toEqual({
    language: 'es',
    mode: 'showing',
    first: 'Bienvenido a Invierte: en la página de inicio conoces nuestros fondos de inversión.',
  });
  await step(page, 'welcoming-video');
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
