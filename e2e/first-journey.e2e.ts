import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPage, stepRecorder } from './support/browser.ts';
import { linkFromMail, startProduct, type RunningProduct } from './support/server.ts';

/**
 * The foundation's proof through every layer: register, open the verification link from the
 * built-in outbox, log in, land where the profile belongs, log out through the dialog.
 */
let product: RunningProduct;
let browser: Browser;
beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

it('register → verify from the outbox → log in → /questions → log out through the dialog → /login', async () => {
  const step = stepRecorder('first-journey');
  const email = 'valeria.mendoza@example.pe';
  const { context, page } = await newPage(browser, product.baseUrl);

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
  await expect.poll(async () => (await product.mailsTo(email)).length).toBe(1);
  const [mail] = await product.mailsTo(email);
  const link = linkFromMail(mail ?? '', '/verify-email');
  await page.goto(link);
  await page.waitForURL('**/welcome');
  await step(page, 'welcome-after-verification');
  await context.close();

  // Another device: log in with the new credentials.
  const second = await newPage(browser, product.baseUrl);
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
