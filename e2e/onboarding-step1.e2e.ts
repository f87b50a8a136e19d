import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { makePng } from '../apps/api/src/test/images.ts';
import { newPage, stepRecorder, twoWidths } from './support/browser.ts';
import { choose, pick, submitLogin } from './support/journeys.ts';
import { linkFromMail } from './support/server.ts';
import { setUpJourney } from './support/setup.ts';

/**
 * Issue 9 items 1 and 2 in Chromium: a new INTERESADO starts an investment, fills every step-1 screen
 * of the plain path (own money, a daughter as the final beneficiary, individual account, first bank
 * account), reloads midway and lands on the same screen with its data, meets the pending-onboarding
 * dialog when starting again, and reaches step 2. Then the whole money path (issue 9's first acceptance line): signing with the code from the
 * outbox, the back office approving the signing, the deposit voucher, the two-person approval that
 * credits the quotas, and the quotas on the participant's home. The back office acts through its API
 * until its screens exist. Screenshots at 1280 and 390 px.
 */
const journey = setUpJourney();
const step = stepRecorder('onboarding-step1');
const shoot = twoWidths(step);

/** A back-office administrator in a browser page of their own. */
async function adminPage(adminEmail: string): Promise<Page> {
  const { page } = await newPage(journey.browser, journey.product.baseUrl);
  await submitLogin(page, adminEmail, 'Admin2026');
  await page.waitForURL('**/admin');
  return page;
}
const email = 'rosa.perez@example.pe';
/** What the second test continues from: the first one's browser page and onboarding. */
const shared: { page?: Page; onboardingId?: string } = {};

async function continueTo(page: Page, route: string): Promise<void> {
  await page.getByTestId('step1-continue').click();
  await page.waitForURL(new RegExp(`/step-1/${route}$`));
  await page.getByRole('heading', { level: 1 }).waitFor();
}

it('a new investor starts an investment and fills step 1, resuming after a reload', async () => {
  const { page } = await newPage(journey.browser, journey.product.baseUrl);
  shared.page = page;

  // Register with a DNI the sandbox register knows, and verify from the outbox.
  await page.goto('/register');
  await page.getByTestId('register-document-number').fill('71234567');
  await expect.poll(() => page.getByTestId('register-name').inputValue()).toBe('Rosa Elena');
  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('register-password').fill('Inversion2026');
  await page.getByTestId('register-confirm-password').fill('Inversion2026');
  await page.getByTestId('register-accept-terms').check();
  await page.getByTestId('register-accept-privacy').check();
  await page.getByTestId('register-submit').click();
  await page.getByTestId('register-success').waitFor();
  await page.goto(linkFromMail(await journey.product.waitForMail(email), '/verify-email'));
  await page.waitForURL('**/welcome');

  // "Quiero invertir" in Factoring soles: the entry every product page links to.
  const products = (await (await page.request.get('/api/products/free')).json()) as {
    data: { id: string; simulatorValue: number | null; currency: { code: string } }[];
  };
  const factoring = products.data.find((p) => p.simulatorValue === 1 && p.currency.code === 'PEN');
  expect(factoring).toBeTruthy();
  const startPath = `/onboarding?productId=${factoring?.id ?? ''}&volver=%2Fportafolio`;
  await page.goto(startPath);
  await page.waitForURL(/\/onboarding\/[^/]+\/step-1\/personal-information$/);
  const onboardingId = new URL(page.url()).pathname.split('/')[2] ?? '';
  shared.onboardingId = onboardingId;

  // personal-information: from the account and the DNI register, names locked.
  await expect.poll(() => page.getByTestId('field-name').inputValue()).toBe('Rosa Elena');
  await expect.poll(async () => page.getByTestId('field-name').getAttribute('readonly')).not.toBeNull();
  expect(await page.getByTestId('field-lastName').inputValue()).toBe('Pérez');
  await page.getByTestId('onboarding-stepper').getByText('Datos').waitFor();
  await choose(page, 'Sexo', 'Femenino');
  await choose(page, 'Estado civil');
  await page.getByTestId('field-phone').fill('987654321');
  await shoot(page, 'personal-information');
  await continueTo(page, 'date-and-place-birth');

  await page.getByTestId('field-birthDate').fill('1990-05-14');
  await pick(page, 'field-birthDistrictId__dep', 'Arequipa');
  await pick(page, 'field-birthDistrictId__prov', 'Arequipa');
  await pick(page, 'field-birthDistrictId', 'Cayma');
  await continueTo(page, 'residence');

  // residence: the ubigeo cascade, shown open.
  await pick(page, 'field-districtId__dep', 'Lima');
  await pick(page, 'field-districtId__prov', 'Lima');
  await page.getByTestId('field-districtId').fill('Mira');
  await page.getByRole('option', { name: 'Miraflores', exact: true }).waitFor();
  await shoot(page, 'residence-cascade-open');
  await page.getByRole('option', { name: 'Miraflores', exact: true }).click();
  await page.getByTestId('field-address').fill('Av. José Larco 345, dpto. 501');
  await continueTo(page, 'ocupation');

  // A reload, and another visit through /onboarding/{id}, land on the same screen.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Ocupación' }).waitFor();
  await page.goto(`/onboarding/${onboardingId}`);
  await page.waitForURL(/\/step-1\/ocupation$/);
  await page.getByRole('heading', { level: 1, name: 'Ocupación' }).waitFor();
  // …with everything saved so far: back on residence, the district and the address.
  await page.getByTestId('step1-back').click();
  await page.waitForURL(/\/step-1\/residence$/);
  await expect.poll(() => page.getByTestId('field-districtId').inputValue()).toBe('Miraflores');
  expect(await page.getByTestId('field-address').inputValue()).toBe('Av. José Larco 345, dpto. 501');
  await continueTo(page, 'ocupation');

  await choose(page, 'Ocupación');
  await page.getByTestId('field-employer').fill('Estudio Contable Andino');
  // Unsaved input survives a reload too.
  await page.reload();
  await expect.poll(() => page.getByTestId('field-employer').inputValue()).toBe('Estudio Contable Andino');
  await choose(page, 'Origen de los fondos');

  // Meanwhile a second tab corrects the address: this tab's save is refused rather than saved over
  // it unseen, and goes through once this tab loaded that newer version, its input kept.
  const otherTab = await page.context().newPage();
  await otherTab.goto(`/onboarding/${onboardingId}/step-1/residence`);
  await expect
    .poll(() => otherTab.getByTestId('field-address').inputValue())
    .toBe('Av. José Larco 345, dpto. 501');
  await otherTab.getByTestId('field-address').fill('Av. José Larco 345, dpto. 502');
  await otherTab.getByTestId('step1-continue').click();
  await otherTab.waitForURL(/\/step-1\/ocupation$/);
  await otherTab.close();
  await page.getByTestId('step1-continue').click();
  await page
    .getByTestId('step1-refusal')
    .getByText('La solicitud cambió en otra pestaña o dispositivo.')
    .waitFor();
  await shoot(page, 'ocupation-changed-elsewhere');
  await page.getByTestId('step1-reload').click();
  await page.getByTestId('step1-reloaded').waitFor();
  expect(await page.getByTestId('field-employer').inputValue()).toBe('Estudio Contable Andino');
  await continueTo(page, 'political');

  // political: not a PEP, with a relative who is.
  await page.getByTestId('field-isPep').getByLabel('No').check();
  await page.getByTestId('field-hasPepRelatives').getByLabel('Sí').check();
  const relative = page.getByTestId('pep-relative-0');
  await relative.waitFor();
  await choose(page, 'Parentesco');
  await page.getByTestId('field-relatives-0-fullName').fill('Jorge Pérez Salas');
  await choose(page, 'Cargo');
  await page.getByTestId('field-relatives-0-institution').fill('Municipalidad de Lima');
  // A corrected field loses its message as it is typed (the card validated on the Cargo's blur).
  await expect.poll(() => relative.getByText('No puede estar vacío').count()).toBe(0);
  await shoot(page, 'political-with-relative');
  await continueTo(page, 'resource-holder');

  await page.getByText('Sí, es mi dinero').click();
  await continueTo(page, 'beneficiary-info-final');
  // "No": she invests for her daughter, who is named with her identity, birth, nationality,
  // relationship and identity document (compliance reads them in the review below).
  await page.getByTestId('field-isFinalBeneficiary').getByLabel('No').check();
  await page.getByTestId('field-declarationAccepted').check();
  await page.getByTestId('step1-continue').click();
  await page.getByText('Adjunta el documento de identidad del beneficiario final.').waitFor();
  await page.getByTestId('field-beneficiary-documentNumber').fill('7044556A');
  expect(await page.getByTestId('field-beneficiary-documentNumber').inputValue()).toBe('7044556');
  await page.getByTestId('field-beneficiary-documentNumber').fill('70445566');
  await expect.poll(() => page.getByTestId('field-beneficiary-name').inputValue()).toBe('Ana Lucía');
  expect(await page.getByTestId('field-beneficiary-lastName').inputValue()).toBe('Torres');
  await page.getByTestId('field-beneficiary-birthDate').fill('2012-06-20');
  await choose(page, 'Tu relación con el beneficiario', 'Hijo(a)');
  await page.getByTestId('field-beneficiary-documentFileId').setInputFiles({
    name: 'dni-ana-lucia.png',
    mimeType: 'image/png',
    buffer: makePng(320, 200),
  });
  await expect
    .poll(() => page.getByTestId('field-beneficiary-documentFileId-name').textContent())
    .toBe('dni-ana-lucia.png');
  await shoot(page, 'final-beneficiary');
  await continueTo(page, 'account-type');
  await page.getByText('Individual', { exact: true }).click();
  await continueTo(page, 'investment');

  // investment: the quota value of the day, the quotas the amount buys, the R5 minimum.
  await page.getByTestId('investment-minimum').getByText('Monto mínimo de inversión S/ 1,000').waitFor();
  await page.getByTestId('field-amount').fill('500');
  await page.getByTestId('step1-continue').click();
  await page.getByText('Monto mínimo de inversión S/ 1,000', { exact: true }).last().waitFor();
  await page.getByTestId('field-amount').fill('5000');
  await page.getByTestId('investment-quotas').getByText('cuotas').waitFor();
  // The value shown is a reference named by its day; the approval prices at its own applicable day.
  await page.getByText(/^Valor cuota de referencia del \d{2}\/\d{2}\/\d{4}/).waitFor();
  await page.getByTestId('investment-quota-rule').getByText('4:30 p. m.', { exact: false }).waitFor();
  await shoot(page, 'investment');
  await continueTo(page, 'bank-account');

  await choose(page, 'Banco', 'Banco de Crédito del Perú (BCP)');
  await choose(page, 'Tipo de cuenta');
  await page.getByTestId('field-accountNumber').fill('19112345678012');
  // A BBVA CCI (011) under BCP is refused under the field before anything is sent.
  await page.getByTestId('field-cci').fill('01124100019000658270');
  await page.getByTestId('step1-continue').click();
  await page.getByText('El CCI no corresponde al banco elegido (011 es BBVA).').waitFor();
  await shoot(page, 'bank-account-cci-mismatch');
  await page.getByTestId('field-cci').fill('00219101234567801251');
  await page.getByTestId('step1-continue').click();
  // Step 1 is done: on to the contract.
  await page.waitForURL(/\/step-2\/documents$/);

  // Starting again while this one is in flight: the pending-onboarding dialog (requirements R4, R8 409).
  await page.goto(startPath);
  const pending = page.getByRole('dialog', { name: '¡Gracias por tu interés!' });
  await pending.getByTestId('pending-message').getByText('Factoring').waitFor();
  await shoot(page, 'start-pending-dialog');
  await pending.getByTestId('pending-continue').click();
  await page.waitForURL(/\/step-2\/documents$/);
});

it('signs, deposits, is approved by two administrators and sees the quotas as PARTICIPE', async () => {
  const { page, onboardingId } = shared;
  if (!page || !onboardingId) throw new Error('the step-1 journey did not reach step 2');

  // Step 2: the documents are generated; accept each, ask for the code, sign with it.
  await page.getByRole('heading', { name: 'Revisa y firma tus documentos' }).waitFor({ timeout: 30_000 });
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  const mails = (await journey.product.mailsTo(email)).length;
  await page.getByRole('button', { name: 'Enviar código' }).click();
  const code = /es (\d{6})\./.exec(await journey.product.waitForMail(email, mails + 1))?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel('Código de verificación').fill(code);
  await page.getByRole('button', { name: 'Firmar contrato' }).click();
  await page.getByTestId('signed-state').waitFor();

  // The back office approves the signing on its screens: the onboarding moves on to the deposit.
  const maker = await adminPage('admin@invierte.pe');
  await maker.goto('/admin/onboardings?estado=WAITING_FOR_APPROVAL');
  await maker
    .getByTestId('admin-onboardings-row')
    .filter({ hasText: 'Rosa' })
    .getByRole('link', { name: 'Revisar' })
    .click();
  await maker.waitForURL(`**/admin/onboardings/${onboardingId}`);
  await maker.getByTestId('onboarding-checks').waitFor();
  // Compliance reads the final beneficiary she named and opens her document in the audited viewer.
  const declared = maker.getByTestId('review-final-beneficiary');
  await declared.getByText('Ana Lucía Torres Vega').waitFor();
  await declared.getByText('DNI 70445566').waitFor();
  await declared.getByText('20/06/2012').waitFor();
  await declared.getByText('Hijo(a)').waitFor();
  await shoot(maker, 'admin-review-signing');
  await declared.getByTestId('review-beneficiary-document').click();
  const viewer = maker.getByRole('dialog');
  await viewer.getByTestId('document-viewer-image').waitFor();
  await shoot(maker, 'admin-review-beneficiary-document', { viewport: true });
  await maker.keyboard.press('Escape');
  await viewer.waitFor({ state: 'detached' });
  await maker.getByTestId('decision-approveSigning').click();
  await maker.getByTestId('decision-confirm').click();
  await expect.poll(() => maker.getByTestId('onboarding-state').textContent()).toBe('Pendiente de depósito');

  // Step 3: the transfer's details and its voucher.
  await page.goto(`/onboarding/${onboardingId}`);
  await page.waitForURL(`**/onboarding/${onboardingId}/step-3/deposit`);
  await page.getByLabel('Número de operación').fill('OP-2026-0101');
  await page.getByRole('combobox', { name: 'Banco de origen' }).click();
  await page.getByRole('option', { name: 'Interbank', exact: true }).click();
  await page.getByTestId('voucher-input').setInputFiles({
    name: 'voucher.png',
    mimeType: 'image/png',
    buffer: makePng(320, 480),
  });
  await page.getByTestId('voucher-item').waitFor();
  await page.getByTestId('deposit-declaration').click();
  await page.getByRole('button', { name: 'Enviar comprobante' }).click();
  await page.waitForURL('**/onboarding-fin');

  // Two administrators on the review screen: one prepares the priced approval (and may not confirm
  // it himself), the other confirms it and the quotas are credited.
  await maker.reload();
  await expect
    .poll(() => maker.getByTestId('onboarding-state').textContent())
    .toBe('Depósito en verificación');
  await maker.getByTestId('decision-approve').click();
  await maker.getByTestId('decision-confirm').click();
  const approval = maker.getByTestId('onboarding-approval');
  await expect.poll(() => approval.textContent()).toContain('falta que otro administrador la confirme');
  await shoot(maker, 'admin-approval-prepared');
  await maker.getByTestId('decision-approve').click();
  await maker.getByTestId('decision-confirm').click();
  await expect
    .poll(() => maker.getByTestId('decision-error').textContent())
    .toBe('Otro administrador debe confirmar esta aprobación: quien la preparó no puede confirmarla.');
  const checker = await adminPage('operaciones@invierte.pe');
  await checker.goto(`/admin/onboardings/${onboardingId}`);
  await checker.getByTestId('decision-approve').getByText('Confirmar aprobación').waitFor();
  await checker.getByTestId('decision-approve').click();
  await checker.getByTestId('decision-confirm').click();
  await expect.poll(() => checker.getByTestId('onboarding-state').textContent()).toBe('Aprobada');
  const quotas = /= (\S+) cuotas/.exec(
    (await checker.getByTestId('onboarding-approval').textContent()) ?? '',
  )?.[1];
  expect(quotas).toMatch(/^[\d,]+\.\d{8}$/);

  // The investor is now PARTICIPE: their home shows the credited quotas.
  await page.goto('/participe');
  await page.waitForURL('**/participe');
  await page.getByTestId('portfolio-fund').waitFor();
  expect(await page.getByTestId('fund-quotas').textContent()).toBe(quotas);
  const value = (await page.getByTestId('fund-value').textContent()) ?? '';
  expect(value).toMatch(/^S\/\s[\d,]+\.\d\d$/);
  await expect.poll(() => page.getByTestId('total-PEN').textContent()).toContain(value);
  await shoot(page, 'participe-with-quotas');
  await expect
    .poll(async () => (await journey.product.mailsTo(email)).some((m) => m.includes('aprobada')))
    .toBe(true);
});
