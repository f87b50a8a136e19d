import { formatMoney } from '@invierte/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTokens } from '../../../test/accounts.ts';
import { productId } from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { postQuotaValue } from '../../catalogue/products/post-quota-value.ts';
import { caller } from '../../portfolio/rescues/rescues.test-kit.ts';
import { expectReadableDocument, pdfTextOf, spanishDate } from '../../../test/pdf-text.ts';

/**
 * The three portfolio documents of the seeded participant (Bono Select MidCap 250,000 soles; Factoring
 * 1,500 dollars less a settled rescue of 2.5 quotas), with her figures read back from the PDF's text.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  token = (await demoTokens(t, ['participe'])).participe!;
  // A round quota value published today makes the valuations exact to check.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(t.clock.now);
  await postQuotaValue(t.ctx, {
    productId: await productId(t, 'factoring-dolares'),
    valueDate: today,
    value: '130',
  });
});
afterAll(async () => t?.close());

async function pdfText(url: string) {
  const res = await caller(t, token).get(url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const text = await pdfTextOf(res.rawPayload);
  return { text, disposition: String(res.headers['content-disposition']) };
}

describe('portfolio documents', () => {
  it('the account statement lists each fund with its quotas, value and every movement', async () => {
    const funds = (await caller(t, token).get('/api/portfolio/funds')).json().data as Array<{
      productSlug: string;
      quotas: string;
      value: string;
    }>;
    const dollars = funds.find((f) => f.productSlug === 'factoring-dolares')!;
    const { text, disposition } = await pdfText(
      '/api/portfolio/investments/user/DownloadDocumentAccountState',
    );
    expect(disposition).toMatch(/^attachment; filename="estado-de-cuenta-\d{4}-\d{2}-\d{2}\.pdf"$/);
    expect(text).toContain('Estado de cuenta');
    expect(text).toContain('María Rojas Flores');
    expect(text).toContain('Documento: DNI N.° 40000003');
    expect(text).toContain('Bono Select MidCap · BSMCN');
    expect(text).toContain('Factoring · FIAME');
    expect(text).toContain(`$ 130.00000000`);
    // quotas × 130, half-up to the cent, as the portfolio shows it
    expect(text).toContain(`Valor de la inversión: ${formatMoney(dollars.value, { symbol: '$' })}`);
    expectReadableDocument(text);
    expect(text).toContain('Suscripción');
    expect(text).toContain('Rescate');
    expect(text).toContain('-2.50000000');
  });

  it('the investment report totals what was subscribed and rescued and the result', async () => {
    const { text } = await pdfText('/api/portfolio/investments/user/DownloadDocumentInvesmentReport');
    expect(text).toContain('Reporte de inversión');
    expect(text).toContain('Total suscrito: S/ 250,000.00');
    expect(text).toContain('Total suscrito: $ 1,500.00');
    expect(text).toMatch(/Total rescatado: \$ \d/);
    expect(text).toContain('Rentabilidad acumulada');
    // The minus of the label is U+2212, which the embedded font prints (Helvetica printed a quote).
    expect(text).toContain('Resultado (valor + rescatado \u2212 suscrito)');
    expectReadableDocument(text);
  });

  it('the certificate names one fund when asked, and refuses a fund the investor does not hold', async () => {
    const bono = await productId(t, 'bono-select-midcap-soles');
    const { text } = await pdfText(
      `/api/portfolio/investments/user/DownloadDocumentCertificate?productId=${bono}`,
    );
    expect(text).toContain('Certificado de participación');
    expectReadableDocument(text);
    expect(text).toMatch(
      new RegExp(
        `Certificamos que María Rojas Flores, con DNI 40000003, es partícipe de los siguientes fondos al ${spanishDate.source}:`,
      ),
    );
    expect(text).toContain('Bono Select MidCap (BSMCN)');
    expect(text).not.toContain('FIAME');
    const other = await caller(t, token).get(
      `/api/portfolio/investments/user/DownloadDocumentCertificate?productId=${await productId(t, 'mutuo-acreencias-soles')}`,
    );
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('No tienes cuotas de este fondo.');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/portfolio/investments/user/DownloadDocumentCertificate',
        })
      ).statusCode,
    ).toBe(401);
  });
});
