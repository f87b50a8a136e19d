import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { interesado, productApi } from './support/api.ts';
import { newPage, stepRecorder } from './support/browser.ts';
import { closeWelcoming, submitLogin } from './support/journeys.ts';
import { setUpJourney } from './support/setup.ts';

/**
 * "Simula tu inversión" in Chromium: the product lists R5 gives a non-affluent and an affluent
 * customer, each product's defaults (R9), the R5 minimum message, a calculation recorded through the
 * calculator API, "Volver a calcular", and the calculator page with its legal, vinculation and stop
 * modals.
 */
const journey = setUpJourney();
const { interesadoPastQuestions } = productApi(journey);

const options = (select: Locator) => select.locator('option').allTextContents();

/** Opens the simulator from the sidebar of a page with the navbar layout. */
async function openSimulator(page: Page): Promise<Locator> {
  await page.goto('/glosario');
  await page.getByTestId('sidebar-simulator').click();
  const dialog = page.getByRole('dialog', { name: 'Simula tu inversión' });
  await dialog.getByTestId('simulator-amount').waitFor();
  return dialog;
}

/** Calculates, waits for the recorded calculation, returns its request body. */
async function calculate(page: Page, dialog: Locator, endpoint: string): Promise<unknown> {
  const recorded = page.waitForResponse((r) => r.url().endsWith(endpoint) && r.request().method() === 'POST');
  await dialog.getByTestId('simulator-calculate').click();
  await dialog.getByTestId('simulator-result').waitFor();
  const response = await recorded;
  expect(response.status()).toBe(201);
  return response.request().postDataJSON() as unknown;
}

it('a non-affluent customer simulates Factoring only: defaults, minimum message, calculation, again', async () => {
  const step = stepRecorder('site-simulator-non-affluent');
  const { context, page } = await newPage(journey.browser, journey.product.baseUrl);
  // An INTERESADO who holds nothing and has no request yet, so "Quiero invertir" starts his first.
  await interesadoPastQuestions();
  await submitLogin(page, interesado.email, interesado.password);
  await page.waitForURL('**/portafolio');
  await closeWelcoming(page);

  const dialog = await openSimulator(page);
  const select = dialog.getByTestId('simulator-product');
  expect(await options(select)).toEqual(['Factoring']);
  expect(await select.isDisabled()).toBe(true);
  // Factoring's defaults: S/ 1,000 (its minimum), slider at 12 months, no frequency select.
  expect(await dialog.getByTestId('simulator-currency').inputValue()).toBe('PEN');
  expect(await dialog.getByTestId('simulator-amount').inputValue()).toBe('1000');
  expect(await dialog.getByTestId('simulator-term-label').textContent()).toBe('12 meses');
  expect(await dialog.getByTestId('simulator-frequency').count()).toBe(0);
  await step(page, 'defaults');

  // Digits only; below the minimum, the R5 message; a click on the field clears it.
  const amount = dialog.getByTestId('simulator-amount');
  await amount.fill('');
  await amount.pressSequentially('9x9.9');
  expect(await amount.inputValue()).toBe('999');
  await dialog.getByTestId('simulator-calculate').click();
  const error = dialog.getByTestId('simulator-amount-error');
  expect(await error.textContent()).toBe('Monto mínimo de inversión S/ 1,000');
  await step(page, 'below-minimum');
  await amount.click();
  await error.waitFor({ state: 'detached' });

  // S/ 5,000 for 24 months (one step right on the slider).
  await amount.fill('5000');
  await dialog.getByRole('slider').focus();
  await page.keyboard.press('ArrowRight');
  expect(await dialog.getByTestId('simulator-term-label').textContent()).toBe('24 meses');
  const body = await calculate(page, dialog, '/api/calculator/register');
  expect(body).toEqual({ source: 'webapp', currency: 'PEN', amount: '5000.00', months: 24 });
  // 5000 × 9.5 % × 2 years = 950 gross, 902.50 net of 5 %, in 8 quarterly payments of 112.81.
  await dialog.getByText('En 24 meses recibes:').waitFor();
  expect(await dialog.getByTestId('simulator-payment-count').textContent()).toBe('8 pagos trimestrales');
  expect(await dialog.getByTestId('simulator-payment-amount').textContent()).toBe('S/ 112.81');
  expect(await dialog.getByTestId('simulator-net-total').textContent()).toBe('S/ 902.50');
  await step(page, 'result');

  await dialog.getByTestId('simulator-recalculate').click();
  expect(await dialog.getByTestId('simulator-amount').inputValue()).toBe('5000');
  expect(await dialog.getByTestId('simulator-term-label').textContent()).toBe('24 meses');

  // "Quiero invertir" (product 1) starts the investment in it: a new onboarding at its first screen.
  await dialog.getByTestId('simulator-calculate').click();
  await dialog.getByTestId('simulator-invest').click();
  await page.waitForURL(/\/onboarding\/[^/]+\/step-1\/personal-information$/);
  await dialog.waitFor({ state: 'detached' });
  await context.close();
});

it('an affluent customer simulates every product with its defaults; the calculator page and its modals', async () => {
  const step = stepRecorder('site-simulator-affluent');
  const { context, page } = await newPage(journey.browser, journey.product.baseUrl);
  await submitLogin(page, 'participe@invierte.pe', 'Demo2026');
  await page.waitForURL('**/participe');

  const dialog = await openSimulator(page);
  const select = dialog.getByTestId('simulator-product');
  expect(await options(select)).toEqual(['Factoring', 'Bono Select MidCap', 'Mutuo Acreencias']);
  expect(await select.isDisabled()).toBe(false);

  const products = [
    {
      value: '1',
      amount: '1000',
      term: '12 meses',
      frequencies: [],
      belowMessage: 'S/ 1,000',
      heading: 'En 12 meses recibes:',
      count: '4 pagos trimestrales',
      invest: true,
    },
    {
      value: '3',
      amount: '250000',
      term: '24 meses',
      frequencies: ['Mensual'],
      belowMessage: 'S/ 250,000',
      heading: 'En 24 meses recibes:',
      count: '24 pagos mensuales',
      invest: false,
    },
    {
      value: '4',
      amount: '75000',
      term: '12 meses',
      frequencies: ['Trimestral', 'Al vencimiento'],
      belowMessage: 'S/ 200,000',
      heading: 'En 12 meses recibes:',
      count: '4 pagos trimestrales',
      invest: false,
    },
  ];
  for (const p of products) {
    await select.selectOption(p.value);
    const amount = dialog.getByTestId('simulator-amount');
    expect(await amount.inputValue(), p.value).toBe(p.amount);
    expect(await dialog.getByTestId('simulator-term-label').textContent(), p.value).toBe(p.term);
    const frequency = dialog.getByTestId('simulator-frequency');
    expect((await frequency.count()) ? await options(frequency) : [], p.value).toEqual(p.frequencies);
    await step(page, `product-${p.value}-defaults`);

    // One below the minimum shows the R5 message (Mutuo's names S/ 200,000, as R5 gives it).
    await amount.fill(String(Number(p.amount) - 1));
    await dialog.getByTestId('simulator-calculate').click();
    expect(await dialog.getByTestId('simulator-amount-error').textContent(), p.value).toBe(
      `Monto mínimo de inversión ${p.belowMessage}`,
    );
    await amount.click();
    await amount.fill(p.amount);

    const body = await calculate(page, dialog, '/api/calculator/register-participant');
    expect(body, p.value).toMatchObject({ source: 'webapp', currency: 'PEN', amount: `${p.amount}.00` });
    await dialog.getByText(p.heading).waitFor();
    expect(await dialog.getByTestId('simulator-payment-count').textContent(), p.value).toBe(p.count);
    expect(await dialog.getByTestId('simulator-invest').count(), p.value).toBe(p.invest ? 1 : 0);
    await step(page, `product-${p.value}-result`);
    await dialog.getByTestId('simulator-recalculate').click();
    await dialog.getByTestId('simulator-calculate').waitFor();
  }

  // Mutuo in dollars, paid at maturity: a single payment.
  await dialog.getByTestId('simulator-currency').selectOption('USD');
  expect(await dialog.getByTestId('simulator-amount').inputValue()).toBe('20000');
  await dialog.getByTestId('simulator-frequency').selectOption('maturity');
  const body = await calculate(page, dialog, '/api/calculator/register-participant');
  expect(body).toEqual({ source: 'webapp', currency: 'USD', amount: '20000.00', months: 12 });
  expect(await dialog.getByTestId('simulator-payment-count').textContent()).toBe('1 pago al vencimiento');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  // The calculator page (comunidad layout): legal terms, vinculation process, stop modal.
  await page.goto('/simula_inversion');
  await page.getByRole('heading', { level: 1, name: 'Simula tu inversión' }).waitFor();
  await page.getByTestId('simulate-legal-terms').click();
  const legal = page.getByRole('dialog', { name: 'Términos legales' });
  await legal.getByRole('button', { name: 'Entendido' }).click();
  await legal.waitFor({ state: 'hidden' });

  await page.getByTestId('simulator-calculate').click();
  await page.getByTestId('simulator-invest').click();
  const vinculation = page.getByRole('dialog', { name: 'Proceso de vinculación' });
  await vinculation.getByText('Firma tu contrato').waitFor();
  await step(page, 'vinculation-process');
  await vinculation.getByRole('button', { name: 'Ahora no' }).click();
  await vinculation.waitFor({ state: 'hidden' });

  // A product that takes no new investments answers 423 PRODUCT_LOCKED; its message goes to the stop modal.
  const lockedMessage = 'Factoring Soles no recibe nuevas suscripciones hasta el cierre del trimestre.';
  await page.route('**/api/products/*/subscription/locked', (route) =>
    route.fulfill({
      status: 423,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'error', code: 'PRODUCT_LOCKED', message: lockedMessage, errors: [] }),
    }),
  );
  await page.getByTestId('simulator-invest').click();
  const stop = page.getByRole('dialog', { name: 'Suscripciones detenidas' });
  expect(await stop.getByTestId('stop-quota-message').textContent()).toBe(lockedMessage);
  await step(page, 'stop-modal');
  await stop.getByTestId('stop-quota-ok').click();
  await context.close();
});
