import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPage, stepRecorder } from './support/browser.ts';
import { submitLogin } from './support/journeys.ts';
import { startProduct, type RunningProduct } from './support/server.ts';

/**
 * The public site of issue 4: landing (products, loader, video, exchange rate, newsletter), the legal
 * terms dialog with both participation regulations as real PDFs and the capital-increase page, the
 * footer's dialogs, the static pages, and the pages behind login (glossary, community, rate history).
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

it('landing → legal terms dialog with both regulations as PDF → capital increase → footer dialogs → static pages', async () => {
  const step = stepRecorder('site-landing');
  const { context, page } = await newPage(browser, product.baseUrl);

  await page.goto('/');
  // R9: the landing loader covers the page while its products load, 2 s at the most (LandingLoader's
  // unit test); it is gone the moment they are shown, not 2 s later.
  const products = page.getByTestId('landing-products');
  await products.getByText('Factoring').first().waitFor();
  expect(await page.getByTestId('landing-loader').count()).toBe(0);
  await page.getByRole('heading', { level: 1, name: 'Invierte en factoring al toque' }).waitFor();
  // Each product with its currencies and minimums (R5).
  expect(await page.getByTestId('landing-product-FIAMN').textContent()).toContain('S/ 1,000');
  expect(await page.getByTestId('landing-product-FIAME').textContent()).toContain('$ 500');
  expect(await page.getByTestId('landing-product-BSMCN').textContent()).toContain('S/ 250,000');
  expect(await page.getByTestId('landing-product-MUTE').textContent()).toContain('$ 20,000');
  expect(await products.getByText('Factoring La Calera').count()).toBe(0);
  expect(await page.getByTestId('landing-exchange-rate').textContent()).toMatch(
    /compra S\/ 3\.\d{3} · venta S\/ 3\.\d{3}/,
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
  const first = await newPage(browser, product.baseUrl);
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
  const second = await newPage(browser, product.baseUrl);
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
  expect(await rows.first().textContent()).toMatch(/S\/ \d+\.\d{4}-?\d+\.\d{2} %$/);
  await step(page, 'history');
  await second.context.close();
});
