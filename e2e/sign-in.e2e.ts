import { expect, it } from 'vitest';
import { newPage, stepRecorder } from './support/browser.ts';
import { closeWelcoming, logoutFromTopBar, submitLogin } from './support/journeys.ts';
import { linkFromMail } from './support/server.ts';
import { setUpJourney } from './support/setup.ts';

/**
 * Getting in and out of an account, one product for all of them (each started product costs seconds
 * of CPU in CI): a wrong password, a deep link kept across the login, the first registration through
 * the outbox, a registration whose names come from the DNI register, a password recovered and one
 * changed. Each journey uses its own account, so the order below only matters where one would log in
 * with a password another changed: none does.
 */
const journey = setUpJourney();

// One answer per question (goal, horizon, risk, experience, income, wealth): 3+3+3+2+2+3 = 16 → Moderado.
const answers = [
  'Hacer crecer mi patrimonio a mediano plazo',
  'Entre 1 y 3 años',
  'Esperaría a que se recupere',
  'He tenido depósitos a plazo',
  'Entre S/\u00a03,000 y S/\u00a08,000',
  'Entre 10 % y 25 %',
];
const steps = ['one', 'two', 'three', 'four', 'five', 'six'];
const RECOVERY_MESSAGE =
  'Si el correo está registrado, te enviamos un enlace para crear una nueva contraseña. Revisa tu bandeja de entrada.';

it('a wrong password shows the Spanish message and keeps the e-mail typed', async () => {
  const step = stepRecorder('wrong-password');
  const { page } = await newPage(journey.browser, journey.product.baseUrl);

  await submitLogin(page, 'interesado@invierte.pe', 'NoEsLaClave1');
  await page.getByTestId('login-error').getByText('El correo o la contraseña no son correctos.').waitFor();
  await step(page, 'refused');
  expect(new URL(page.url()).pathname).toBe('/login');
  expect(await page.getByTestId('login-email').inputValue()).toBe('interesado@invierte.pe');

  // Only the password needs typing again.
  await page.getByTestId('login-password').fill('Demo2026');
  await page.getByTestId('login-submit').click();
  // Luis holds quotas, so is a participant: his home is /participe.
  await page.waitForURL('**/participe');
  await step(page, 'logged-in');
});

it('a guest sent from /portafolio/movimientos to /login comes back there after logging in', async () => {
  const step = stepRecorder('deep-link-after-login');
  const { page } = await newPage(journey.browser, journey.product.baseUrl);

  await page.goto('/portafolio/movimientos');
  await page.waitForURL('**/login');
  await step(page, 'sent-to-login');

  await submitLogin(page, 'interesado@invierte.pe', 'Demo2026');
  await page.waitForURL('**/portafolio/movimientos');
  await page.getByTestId('topbar-first-name').getByText('Luis').waitFor();
  expect(await page.evaluate('localStorage.getItem("redirect")')).toBeNull();
  await step(page, 'back-on-movimientos');
});

// The foundation's proof through every layer: register, open the verification link from the
// built-in outbox, log in, land where the profile belongs, log out through the dialog.

it('register → verify from the outbox → log in → /questions → log out through the dialog → /login', async () => {
  const step = stepRecorder('first-journey');
  const email = 'valeria.mendoza@example.pe';
  const { context, page } = await newPage(journey.browser, journey.product.baseUrl);

  await page.goto('/');
  await expect.poll(() => page.title()).toContain('Invierte en factoring al toque');
  await page.getByTestId('landing-products').getByText('Factoring').first().waitFor();
  await step(page, 'landing');

  await page.getByTestId('landing-register').click();
  await page.waitForURL('**/register');
  await page.getByTestId('register-document-type').selectOption('DNI');
  await page.getByTestId('register-document-number').fill('75667788');
  // The DNI is in the sandbox register: the lookup fills the names (and locks them).
  await expect.poll(() => page.getByTestId('register-second-last-name').inputValue()).toBe('Castillo');
  expect(await page.getByTestId('register-name').inputValue()).toBe('Valeria');
  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('register-password').fill('Inversion2026');
  await page.getByTestId('register-confirm-password').fill('Inversion2026');
  await page.getByTestId('register-accept-terms').check();
  await page.getByTestId('register-accept-privacy').check();
  await step(page, 'register-filled');
  await page.getByTestId('register-submit').click();
  await page.getByTestId('register-success').waitFor();
  await step(page, 'register-done');

  // The built-in mail provider wrote a real .eml; open its link as the person would.
  await expect.poll(async () => (await journey.product.mailsTo(email)).length).toBe(1);
  const [mail] = await journey.product.mailsTo(email);
  const link = linkFromMail(mail ?? '', '/verify-email');
  await page.goto(link);
  await page.waitForURL('**/welcome');
  await step(page, 'welcome-after-verification');
  await context.close();

  // Another device: log in with the new credentials.
  const second = await newPage(journey.browser, journey.product.baseUrl);
  const p = second.page;
  await p.goto('/login');
  await p.getByTestId('login-email').fill(email);
  await p.getByTestId('login-password').fill('Inversion2026');
  await step(p, 'login-filled');
  await p.getByTestId('login-submit').click();
  // A new INTERESADO on first login belongs to the questionnaire (requirements R4).
  await p.waitForURL('**/questions/one');
  await p.getByTestId('topbar-first-name').getByText('Valeria').waitFor();
  await step(p, 'landed-on-questions');

  // "No" keeps the session; "Sí" ends it.
  await p.getByTestId('topbar-logout').click();
  const dialog = p.getByRole('dialog', { name: 'CERRAR SESIÓN' });
  await dialog.getByText('¿Quieres cerrar sesión?').waitFor();
  await step(p, 'logout-dialog');
  await dialog.getByTestId('logout-cancel').click();
  await dialog.waitFor({ state: 'hidden' });
  expect(new URL(p.url()).pathname).toBe('/questions/one');

  await p.getByTestId('topbar-logout').click();
  await p.getByRole('dialog', { name: 'CERRAR SESIÓN' }).getByTestId('logout-confirm').click();
  await p.waitForURL('**/login');
  await step(p, 'logged-out');
  expect(await p.evaluate('localStorage.getItem("auth._token.local")')).toBeNull();

  // The server revoked the session too: the page cannot come back by itself.
  await p.goto('/questions/one');
  await p.waitForURL('**/login');
  await second.context.close();
});

it('register with a DNI (names from the register) → verify → /welcome → approach → questions → result → /portafolio', async () => {
  const step = stepRecorder('register-with-dni');
  const email = 'maria.delacruz@example.pe';
  const { page } = await newPage(journey.browser, journey.product.baseUrl);

  await page.goto('/register');
  await page.getByTestId('register-document-type').selectOption('DNI');
  await page.getByTestId('register-document-number').fill('45678912');
  // The sandbox register answers in title case; the names are locked while they come from it.
  await expect.poll(() => page.getByTestId('register-name').inputValue()).toBe('María del Pilar');
  expect(await page.getByTestId('register-last-name').inputValue()).toBe('De la Cruz');
  expect(await page.getByTestId('register-second-last-name').inputValue()).toBe('Quispe');
  expect(await page.getByTestId('register-name').getAttribute('readonly')).not.toBeNull();
  await page.getByTestId('register-full-last-name').getByText('Apellidos: De la Cruz Quispe').waitFor();
  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('register-password').fill('Inversion2026');
  await page.getByTestId('register-confirm-password').fill('Inversion2026');
  await page.getByTestId('register-accept-terms').check();
  await page.getByTestId('register-accept-privacy').check();
  await step(page, 'register-filled-from-dni');
  await page.getByTestId('register-submit').click();
  await page.getByTestId('register-success').waitFor();

  const link = linkFromMail(await journey.product.waitForMail(email), '/verify-email');
  await page.goto(link);
  await page.waitForURL('**/welcome');
  await step(page, 'welcome');

  // First login: the introduction, then the questions.
  await page.getByTestId('welcome-continue').click();
  for (const [i, current] of ['one', 'two', 'three', 'four'].entries()) {
    await page.waitForURL(`**/approach/${current}`);
    await page
      .getByTestId('approach-progress')
      .getByText(`Paso ${i + 1} de 4`)
      .waitFor();
    await step(page, `approach-${current}`);
    await page.getByTestId('approach-next').click();
  }

  for (const [i, current] of steps.entries()) {
    await page.waitForURL(`**/questions/${current}`);
    await page.getByLabel(answers[i] ?? '', { exact: true }).check();
    await step(page, `question-${current}`);
    await page.getByTestId('question-next').click();
  }
  await page.getByText('Tu perfil de inversionista es: Moderado').waitFor();
  expect(new URL(page.url()).pathname).toBe('/questions/six');
  await step(page, 'investor-profile');

  await page.getByTestId('result-continue').click();
  await page.waitForURL('**/portafolio');
  await closeWelcoming(page);
  await page.getByTestId('topbar-first-name').getByText('María').waitFor();
  await step(page, 'portafolio');
});

it('password recovery → /create-password → the new password logs in, the old one no longer does', async () => {
  const step = stepRecorder('password-recovery');
  const email = 'participe@invierte.pe';
  const { page } = await newPage(journey.browser, journey.product.baseUrl);

  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await page.waitForURL('**/forget-password');
  await page.getByTestId('recovery-email').fill(email);
  await page.getByTestId('recovery-submit').click();
  await page.getByTestId('recovery-sent').getByText(RECOVERY_MESSAGE).waitFor();
  await step(page, 'recovery-sent');

  const link = linkFromMail(await journey.product.waitForMail(email), '/create-password');
  await page.goto(link);
  await page.waitForURL('**/create-password?token=*');
  await page.getByTestId('new-password').fill('Renovada2026');
  await page.getByTestId('new-password-confirm').fill('Renovada2026');
  await step(page, 'new-password-filled');
  await page.getByTestId('new-password-submit').click();
  await page.getByTestId('new-password-done').waitFor();
  await step(page, 'password-created');

  // The link works once.
  const reuse = await newPage(journey.browser, journey.product.baseUrl);
  await reuse.page.goto(link);
  await reuse.page.waitForURL('**/link-expired?type=password');
  await reuse.page.getByTestId('recovery-email').waitFor();
  await step(reuse.page, 'used-link');
  await reuse.context.close();

  await page.getByTestId('new-password-login').click();
  await page.waitForURL('**/login');
  await submitLogin(page, email, 'Demo2026');
  await page.getByTestId('login-error').getByText('El correo o la contraseña no son correctos.').waitFor();
  await step(page, 'old-password-refused');

  await page.getByTestId('login-password').fill('Renovada2026');
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/participe');
  expect(await page.evaluate('localStorage.getItem("auth._token.local")')).toMatch(/^Bearer /);
  await step(page, 'logged-in-with-new-password');
});

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
