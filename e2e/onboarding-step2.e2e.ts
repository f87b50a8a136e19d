import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { interesado, productApi } from './support/api.ts';
import { newPage, stepRecorder, twoWidths } from './support/browser.ts';
import { closeWelcoming, submitLogin } from './support/journeys.ts';
import { setUpJourney } from './support/setup.ts';

/**
 * Issue 9 item 4 in Chromium: an investor whose step 1 is complete (reached through the API) opens
 * step 2, waits for "Estamos generando tus documentos", downloads the contract, accepts each
 * document, asks for the code, reads it from the outbox, is refused with a wrong code, signs with the
 * right one and sees the signed, in-review state with the certificate. Screenshots at 1280 and 390 px.
 */
const journey = setUpJourney();
const step = stepRecorder('onboarding-step2');
const shoot = twoWidths(step);
const { data: api, interesadoPastQuestions } = productApi(journey);
// An INTERESADO who holds nothing, for his first request.
const { email, password } = interesado;

/** The seeded investor's onboarding for 1,500 soles of Factoring with every step-1 screen saved. */
async function onboardingReadyToSign(): Promise<string> {
  const accessToken = await interesadoPastQuestions();
  const me = await api<{ documentNumber: string; name: string; lastName: string; secondLastName: string }>(
    'GET',
    '/api/profile/me',
    accessToken,
  );
  const products = await api<Array<{ id: string; slug: string }>>('GET', '/api/products/free', accessToken);
  const factoring = products.find((p) => p.slug === 'factoring-soles');
  const { _id } = await api<{ _id: string }>('POST', '/api/onboarding/create', accessToken, {
    productId: factoring?.id,
  });
  const parts: Array<[string, unknown]> = [
    [
      'personal-information',
      {
        documentType: 'DNI',
        documentNumber: me.documentNumber,
        name: me.name,
        lastName: me.lastName,
        secondLastName: me.secondLastName,
        nationality: 'PER',
        gender: 'F',
        maritalStatus: 'SOLTERO',
        phone: '987654321',
      },
    ],
    ['personal-birthdata', { birthDate: '1990-05-10', birthCountry: 'PER', birthDistrictId: '150101' }],
    ['address', { residenceCountry: 'PER', districtId: '150122', address: 'Av. Larco 123', reference: '' }],
    [
      'personal-ocupation',
      { occupation: 'EMPLEADO', employer: 'Acme SAC', jobTitle: 'Analista', incomeSource: 'SUELDO' },
    ],
    ['pep', { isPep: false, hasPepRelatives: false }],
    ['beneficiary-personal-information', { holder: 'SELF' }],
    ['final-beneficiary', { isFinalBeneficiary: true, declarationAccepted: true }],
    ['account-type', { accountType: 'INDIVIDUAL' }],
    ['investment', { amount: '1500' }],
    [
      'bank-account',
      {
        bank: 'BCP',
        accountType: 'AHORROS',
        currency: 'PEN',
        accountNumber: '1934567890123',
        cci: '00219300456789012317',
      },
    ],
  ];
  for (const [path, body] of parts) await api('POST', `/api/onboarding/${_id}/${path}`, accessToken, body);
  return _id;
}

it('an investor generates, reads, accepts and signs the contract with the e-mailed code', async () => {
  const id = await onboardingReadyToSign();
  const { page } = await newPage(journey.browser, journey.product.baseUrl, { acceptDownloads: true });
  await submitLogin(page, email, password);
  await page.waitForURL('**/portafolio');
  await closeWelcoming(page);

  // Generation is held back a moment so the loader can be seen and captured at both widths.
  let releaseGeneration: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (releaseGeneration = resolve));
  await page.route('**/api/onboarding/signing/create-contract', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/onboarding/${id}/step-2/documents`);
  await page.getByText('Estamos generando tus documentos').waitFor();
  await shoot(page, 'generating');
  releaseGeneration();
  await page.getByRole('heading', { name: 'Revisa y firma tus documentos' }).waitFor({ timeout: 30_000 });
  expect(await page.getByTestId('signing-document').count()).toBe(3);
  await shoot(page, 'documents');

  // The contract downloads as a PDF under its own name.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('signing-document').first().getByRole('button', { name: 'Descargar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('contrato-de-participacion.pdf');
  const bytes = await readFile((await download.path()) ?? '');
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // Accept each document, ask for the code, read it from the outbox.
  const send = page.getByRole('button', { name: 'Enviar código' });
  expect(await send.isDisabled()).toBe(true);
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await send.click();
  await page.getByText('Te enviamos un código a tu correo.', { exact: false }).waitFor();
  await page.getByRole('button', { name: /Reenviar código en \d:\d\d/ }).waitFor();
  const mail = await journey.product.waitForMail(email);
  const code = /es (\d{6})\./.exec(mail)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);

  // A wrong code is refused in Spanish and nothing is signed.
  await page
    .getByLabel('Código de verificación')
    .fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
  await page.getByRole('button', { name: 'Firmar contrato' }).click();
  await page
    .getByText('El código no es correcto o ya venció. Revisa tu correo o pide uno nuevo.')
    .first()
    .waitFor();
  await shoot(page, 'wrong-code');

  await page.getByLabel('Código de verificación').fill(code);
  await page.getByRole('button', { name: 'Firmar contrato' }).click();
  await page.getByTestId('signed-state').waitFor();
  expect(await page.getByTestId('signed-state').textContent()).toContain('Contrato firmado; en revisión');
  await expect.poll(() => page.getByTestId('signing-document').count()).toBe(4);
  expect(await page.getByText('Constancia de firma electrónica').count()).toBe(1);
  await shoot(page, 'signed');

  // "Mis documentos" keeps the four of this request, signed, and serves the certificate.
  await page.goto('/perfil2/documentos');
  const request = page.getByRole('region', { name: /^Documentos de / });
  await request.getByTestId('documents-state').filter({ hasText: 'Firmado' }).waitFor();
  expect(await request.getByTestId('documents-download').count()).toBe(4);
  const [certificate] = await Promise.all([
    page.waitForEvent('download'),
    request.getByRole('button', { name: /^Descargar Constancia de firma electrónica/ }).click(),
  ]);
  expect(certificate.suggestedFilename()).toBe('constancia-de-firma.pdf');
  expect((await readFile((await certificate.path()) ?? '')).subarray(0, 5).toString()).toBe('%PDF-');
  await shoot(page, 'my-documents');
});
