import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { interesado, productApi } from './support/api.ts';
import { newPage, stepRecorder } from './support/browser.ts';
import { closeWelcoming, submitLogin } from './support/journeys.ts';
import { setUpJourney } from './support/setup.ts';

/**
 * The public site and the pages every customer shares, one product for all of them (each started
 * product costs seconds of CPU in CI): the landing and its legal texts, the glossary and rate
 * history, the feedback with photos compressed in the browser, and the simulator. They read the
 * seeded site; the accounts they log in with change nothing another of them reads.
 */
const journey = setUpJourney();

/** What a link serves, read from inside the page as the browser would download it. */
async function download(page: Page, href: string) {
  return page.evaluate(async (url) => {
    const response = await fetch(url);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      head: String.fromCharCode(...bytes.slice(0, 5)),
      tail: String.fromCharCode(...bytes.slice(-6)).trim(),
    };
  }, href);
}

const MAX_BYTES = 1.5 * 1024 * 1024;
const MAX_SIDE = 900;

let imageDir: string;
beforeAll(async () => {
  imageDir = await mkdtemp(path.join(tmpdir(), 'invierte-feedback-images-'));
});
afterAll(async () => {
  if (imageDir) await rm(imageDir, { recursive: true, force: true });
});

// --- A minimal PNG encoder (RGB, 8 bits, no interlace) for test pictures. ---
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A PNG whose pixel (x, y) is `pixel(x, y)` as [r, g, b]; `noise` adds that much random grain. */
function png(
  width: number,
  height: number,
  pixel: (x: number, y: number) => number[],
  noise: number,
): Buffer {
  const grain = randomBytes(width * height * 3);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const [r = 0, g = 0, b = 0] = pixel(x, y);
      const i = (y * width + x) * 3;
      raw[row + 1 + x * 3] = Math.min(255, r + ((grain[i] ?? 0) % (noise + 1)));
      raw[row + 2 + x * 3] = Math.min(255, g + ((grain[i + 1] ?? 0) % (noise + 1)));
      raw[row + 3 + x * 3] = Math.min(255, b + ((grain[i + 2] ?? 0) % (noise + 1)));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Width and height of a stored PNG or JPEG, read from its header. */
function imageSize(bytes: Buffer): { type: string; width: number; height: number } {
  if (bytes.readUInt32BE(0) === 0x89504e47)
    return { type: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error('neither PNG nor JPEG');
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1] ?? 0;
    const length = bytes.readUInt16BE(at + 2);
    // SOF0..SOF15 carry the size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { type: 'jpeg', height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  throw new Error('JPEG without a frame header');
}

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

/**
 * The public site of issue 4: landing (products, loader, video, exchange rate, newsletter), the legal
 * terms dialog with both participation regulations as real PDFs and the capital-increase page, the
 * footer's dialogs, the static pages, and the pages behind login (glossary, community, rate history).
 */
it('landing → legal terms dialog with both regulations as PDF → capital increase → footer dialogs → static pages', async () => {
  const step = stepRecorder('site-landing');
  const { context, page } = await newPage(journey.browser, journey.product.baseUrl);

  await page.goto('/');
  // R9: the landing loader covers the page while its products load, 2 s at the most (LandingLoader's
  // unit test); it is gone the moment they are shown, not 2 s later.
  const products = page.getByTestId('landing-products');
  await products.getByText('Factoring').first().waitFor();
  expect(await page.getByTestId('landing-loader').count()).toBe(0);
  await page.getByRole('heading', { level: 1, name: 'Invierte en factoring al toque' }).waitFor();
  // Each product with its currencies and minimums (R5).
  expect(await page.getByTestId('landing-product-FIAMN').textContent()).toContain('S/\u00a01,000');
  expect(await page.getByTestId('landing-product-FIAME').textContent()).toContain('$\u00a0500');
  expect(await page.getByTestId('landing-product-BSMCN').textContent()).toContain('S/\u00a0250,000');
  expect(await page.getByTestId('landing-product-MUTE').textContent()).toContain('$\u00a020,000');
  expect(await products.getByText('Factoring La Calera').count()).toBe(0);
  expect(await page.getByTestId('landing-exchange-rate').textContent()).toMatch(
    /compra S\/\s3\.\d{3} · venta S\/\s3\.\d{3}/,
  );
  await step(page, 'landing');

  // The tutorial video loads only when asked for, from privacy-enhanced YouTube.
  await page.getByTestId('tutorial-video-play').click();
  const video = page.getByTestId('tutorial-video');
  expect(await video.getAttribute('src')).toMatch(
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/.+autoplay=1/,
  );

  // The footer's "(1) Revisa los términos legales" opens the legal terms of R1.
  await page.getByTestId('footer-legal-terms').click();
  const legal = page.getByRole('dialog', { name: 'Términos legales' });
  await legal.getByText('El valor cuota es variable').waitFor();
  await legal.getByText('hasta por el 15\u00a0% del capital del fondo', { exact: false }).waitFor();
  await step(page, 'legal-terms-dialog');
  const regulations = legal.getByTestId('legal-terms-links').locator('a[href$=".pdf"]');
  expect(await regulations.count()).toBe(2);
  for (const href of await regulations.evaluateAll((links) =>
    links.map((a) => a.getAttribute('href') ?? ''),
  )) {
    const pdf = await download(page, href);
    expect(pdf, href).toMatchObject({ status: 200, head: '%PDF-', tail: '%%EOF' });
    expect(pdf.type, href).toContain('application/pdf');
  }
  // "Entendido" closes; the close icon closes too.
  await legal.getByRole('button', { name: 'Entendido' }).click();
  await legal.waitFor({ state: 'hidden' });
  await page.getByTestId('landing-legal-terms').click();
  await legal.getByRole('button', { name: 'Cerrar' }).click();
  await legal.waitFor({ state: 'hidden' });

  // From the dialog to the capital-increase page, and its close icon back to the landing.
  await page.getByTestId('footer-legal-terms').click();
  await legal.getByRole('link', { name: 'Conoce cómo funciona el aumento de capital' }).click();
  await page.waitForURL('**/aumento-de-capital');
  await page.getByRole('heading', { level: 1, name: 'Aumento de capital y emisión de cuotas' }).waitFor();
  expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(4);
  await step(page, 'capital-increase');
  await page.getByRole('button', { name: 'Cerrar' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  // Footer dialogs: privacy policy and terms.
  await page.getByTestId('footer-privacy').click();
  const privacy = page.getByRole('dialog', { name: 'Política de Privacidad y Uso de Datos' });
  await privacy.getByText('soporte@invierte.pe').first().waitFor();
  await step(page, 'footer-privacy-dialog');
  await privacy.getByRole('button', { name: 'Entendido' }).click();
  await page.getByTestId('footer-terms').click();
  const terms = page.getByRole('dialog', { name: 'Términos y condiciones' });
  expect(await terms.getByRole('heading', { level: 3 }).count()).toBe(11);
  await terms.getByRole('button', { name: 'Cerrar' }).click();

  // Newsletter sign-up in the footer.
  await page.getByTestId('newsletter-email').fill('lectora@example.pe');
  await page.getByTestId('newsletter-submit').click();
  await page.getByText('¡Listo! Te enviaremos nuestras novedades.').waitFor();
  await step(page, 'newsletter');

  // Static pages (R2) with their sections.
  for (const [path, heading, sections] of [
    ['/politica-privacidad', 'Política de Privacidad y Uso de Datos', 8],
    ['/politica-datos', 'Política de Privacidad y Uso de Datos', 8],
    ['/terminos-y-condiciones', 'Términos y condiciones', 11],
  ] as const) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(await page.getByRole('heading', { level: 2 }).count(), path).toBe(sections);
    await step(page, `static${path.replace(/\//g, '-')}`);
  }
  await page.getByText('mayor de 18 años', { exact: false }).waitFor();
  await page.getByText('Distrito Judicial de Lima', { exact: false }).waitFor();
  await page.getByText('Ley N.º 29733', { exact: false }).first().waitFor();
  await context.close();
});

it('glossary with search, community notice and rate history for affluent and non-affluent customers', async () => {
  const step = stepRecorder('site-pages');

  // A non-affluent customer: glossary, community, and no rate history.
  const first = await newPage(journey.browser, journey.product.baseUrl);
  let page = first.page;
  // An INTERESADO (she holds nothing yet), whose home is /portafolio.
  await submitLogin(page, 'verificacion@invierte.pe', 'Demo2026');
  await page.waitForURL('**/portafolio');
  await page.goto('/glosario');
  await page.getByRole('heading', { level: 1, name: 'Glosario' }).waitFor();
  const terms = page.getByTestId('glossary-list').locator('dt');
  expect(await terms.count()).toBeGreaterThanOrEqual(25);
  const names = await terms.allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  await step(page, 'glossary');
  await page.getByTestId('glossary-search').fill('suscripcion');
  await terms.getByText('Suscripción', { exact: true }).waitFor();
  expect(await terms.count()).toBeLessThan(names.length);
  await step(page, 'glossary-search');
  // The sidebar shows no "Historial de tasas" to this customer…
  expect(await page.getByTestId('sidebar-history').count()).toBe(0);

  await page.goto('/comunidad');
  await page.getByText('Muy pronto podrás conversar aquí', { exact: false }).waitFor();
  await step(page, 'community');

  // …and typing the address shows that it is not available.
  await page.goto('/historial');
  await page.getByRole('heading', { name: 'Historial de tasas no disponible' }).waitFor();
  await step(page, 'history-not-available');
  await first.context.close();

  // An affluent customer: one chart and one table per product and currency.
  const second = await newPage(journey.browser, journey.product.baseUrl);
  page = second.page;
  await submitLogin(page, 'participe@invierte.pe', 'Demo2026');
  await page.waitForURL('**/participe');
  await page.goto('/glosario');
  await page.getByTestId('sidebar-history').click();
  await page.waitForURL('**/historial');
  await page.getByRole('heading', { level: 1, name: 'Historial de tasas' }).waitFor();
  await page.getByTestId('rate-chart').first().waitFor();
  expect(await page.getByTestId('rate-chart').count()).toBe(6);
  expect(await page.getByTestId('rate-table').count()).toBe(6);
  const factoringSoles = page.getByRole('region', { name: 'Factoring · Soles' });
  const rows = factoringSoles.getByTestId('rate-table').locator('tbody tr');
  expect(await rows.count()).toBeGreaterThanOrEqual(11);
  expect(await rows.first().textContent()).toMatch(/S\/\s\d+\.\d{8}-?\d+\.\d{2}\s%$/);
  await step(page, 'history');
  await second.context.close();
});

/**
 * Feedback in Chromium: the dialog's exit confirmation, then the /feedback page with three real
 * 3000×2000 PNG photos that the browser must shrink (canvas) to 900 px and 1.5 MB before the multipart
 * upload; the server stores them, and what it stored is measured here.
 */
it('feedback: exit confirmation, three 3000×2000 photos compressed in the browser, thank-you page', async () => {
  const step = stepRecorder('site-feedback');
  const photos = [
    // A smooth gradient (small as PNG), a noisy photo (too heavy as PNG even at 900 px), a portrait.
    { name: 'degradado.png', file: png(3000, 2000, (x, y) => [x % 256, y % 256, 160], 0) },
    { name: 'foto-con-ruido.png', file: png(3000, 2000, (x) => [40 + (x % 60), 90, 140], 255) },
    { name: 'vertical.png', file: png(2000, 3000, (_x, y) => [200, (y >> 3) % 256, 60], 48) },
  ];
  const files = await Promise.all(
    photos.map(async ({ name, file }) => {
      const full = path.join(imageDir, name);
      await writeFile(full, file);
      expect(file.length, name).toBeGreaterThan(0);
      return full;
    }),
  );
  // The noisy photo is far above what the server takes: only compression lets it through.
  expect(photos[1]?.file.length).toBeGreaterThan(5 * MAX_BYTES);

  const { context, page } = await newPage(journey.browser, journey.product.baseUrl);
  // An INTERESADO (she holds nothing yet), whose home is /portafolio.
  await submitLogin(page, 'verificacion@invierte.pe', 'Demo2026');
  await page.waitForURL('**/portafolio');
  await page.goto('/glosario');

  // The sidebar's Feedback dialog asks before losing what was typed.
  await page.getByTestId('sidebar-feedback').click();
  const dialog = page.getByRole('dialog', { name: 'Feedback' });
  await dialog.getByTestId('feedback-comment').fill('Un comentario que aún no quiero enviar');
  expect(await dialog.getByTestId('feedback-send').isDisabled()).toBe(true);
  await dialog.getByTestId('feedback-exit').click();
  const confirm = page.getByRole('dialog', { name: '¿Estás seguro de querer salir?' });
  await confirm.getByText('Si sales, perderás la información ingresada').waitFor();
  await step(page, 'exit-confirmation');
  await confirm.getByRole('button', { name: 'CANCELAR' }).click();
  await confirm.waitFor({ state: 'hidden' });
  expect(await dialog.getByTestId('feedback-comment').inputValue()).toBe(
    'Un comentario que aún no quiero enviar',
  );
  await dialog.getByTestId('feedback-exit').click();
  await confirm.getByRole('button', { name: 'SALIR' }).click();
  await dialog.waitFor({ state: 'hidden' });

  // The /feedback page: both fields required, then three photos.
  await page.goto('/feedback');
  await page.getByRole('heading', { level: 1, name: 'Envíanos tu feedback' }).waitFor();
  await page.getByTestId('feedback-reason').focus();
  await page.getByTestId('feedback-comment').focus();
  await page.getByTestId('feedback-reason').focus();
  await page.getByText('No puede estar vacío').first().waitFor();
  expect(await page.getByText('No puede estar vacío').count()).toBe(2);
  await step(page, 'required-fields');

  await page.getByTestId('feedback-reason').selectOption('error');
  await page.getByTestId('feedback-comment').fill('El gráfico de mi portafolio no carga desde el celular.');
  await page.getByTestId('feedback-files').setInputFiles(files);
  await page.getByTestId('feedback-previews').locator('img').nth(2).waitFor({ timeout: 30_000 });
  expect(await page.getByTestId('feedback-image-count').textContent()).toContain('3 de 10');
  await step(page, 'form-with-images');

  const upload = page.waitForResponse((r) => r.url().endsWith('/api/feedback'));
  await page.getByTestId('feedback-send').click();
  expect((await upload).status()).toBe(201);
  await page.waitForURL('**/feedback/feedback-fin');
  await page.getByText('¡Gracias por tu feedback!').waitFor();
  await step(page, 'thank-you');

  // What arrived: three images within 900 px and 1.5 MB, proportions kept.
  const root = path.join(journey.product.dataDir, 'uploads', 'feedback');
  expect(existsSync(root)).toBe(true);
  const [submission] = await readdir(root);
  const stored = (await readdir(path.join(root, submission ?? ''))).sort();
  expect(stored).toHaveLength(3);
  const sizes = await Promise.all(
    stored.map(async (name) => {
      const bytes = await readFile(path.join(root, submission ?? '', name));
      return { name, bytes: bytes.length, ...imageSize(bytes) };
    }),
  );
  for (const s of sizes) {
    expect(s.bytes, s.name).toBeLessThanOrEqual(MAX_BYTES);
    expect(Math.max(s.width, s.height), s.name).toBeLessThanOrEqual(MAX_SIDE);
  }
  expect(sizes.map((s) => [s.width, s.height])).toEqual([
    [900, 600],
    [900, 600],
    [600, 900],
  ]);
  // The noisy photo could not stay a PNG under 1.5 MB: it arrived as a JPEG.
  expect(sizes[1]?.type).toBe('jpeg');

  await page.getByTestId('feedback-ok').click();
  await page.waitForURL('**/portafolio');
  await context.close();
});

/**
 * "Simula tu inversión" in Chromium: the product lists R5 gives a non-affluent and an affluent
 * customer, each product's defaults (R9), the R5 minimum message, a calculation recorded through the
 * calculator API, "Volver a calcular", and the calculator page with its legal, vinculation and stop
 * modals.
 */
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
  expect(await error.textContent()).toBe('Monto mínimo de inversión S/\u00a01,000');
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
  expect(await dialog.getByTestId('simulator-payment-amount').textContent()).toBe('S/\u00a0112.81');
  expect(await dialog.getByTestId('simulator-net-total').textContent()).toBe('S/\u00a0902.50');
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
      belowMessage: 'S/\u00a01,000',
      heading: 'En 12 meses recibes:',
      count: '4 pagos trimestrales',
      invest: true,
    },
    {
      value: '3',
      amount: '250000',
      term: '24 meses',
      frequencies: ['Mensual'],
      belowMessage: 'S/\u00a0250,000',
      heading: 'En 24 meses recibes:',
      count: '24 pagos mensuales',
      invest: false,
    },
    {
      value: '4',
      amount: '75000',
      term: '12 meses',
      frequencies: ['Trimestral', 'Al vencimiento'],
      belowMessage: 'S/\u00a0200,000',
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
