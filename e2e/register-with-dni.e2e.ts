import { expect, it } from 'vitest';
import { newPage, stepRecorder } from './support/browser.ts';
import { closeWelcoming } from './support/journeys.ts';
import { linkFromMail } from './support/server.ts';
import { setUpJourney } from './support/setup.ts';

const journey = setUpJourney();

// One answer per question (goal, horizon, risk, experience, income, wealth): 3+3+3+2+2+3 = 16 → Moderado.
const answers = [
  'Hacer crecer mi patrimonio a mediano plazo',
  'Entre 1 y 3 años',
  'Esperaría a que se recupere',
  'He tenido depósitos a plazo',
  'Entre S/ 3,000 y S/ 8,000',
  'Entre 10 % y 25 %',
];
const steps = ['one', 'two', 'three', 'four', 'five', 'six'];

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
