import { addDays, formatMoney } from '@invierte/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investments, movements, users } from '../../../db/schema.ts';
import { longDay } from '../../../shared/lima-text.ts';
import { demoTokens } from '../../../test/accounts.ts';
import { productId } from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { postQuotaValue } from '../../catalogue/products/post-quota-value.ts';
import { caller } from '../../portfolio/rescues/rescues.test-kit.ts';
import { expectReadableDocument, pdfMoney, pdfTextOf, spanishDate } from '../../../test/pdf-text.ts';

/**
 * The three portfolio documents of the seeded participant (Bono Select MidCap 250,000 soles; Factoring
 * 1,500 dollars less a settled rescue of 2.5 quotas), with her figures read back from the PDF's text.
 */
let t: TestApp;
let token: string;
let today: string;
let monthAgo: string;
const slashDay = (iso: string) => iso.split('-').reverse().join('/');
const spanishDay = (iso: string) => longDay(iso).replace(new RegExp(` de ${iso.slice(0, 4)}$`), '');
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  token = (await demoTokens(t, ['participe'])).participe!;
  // A round quota value published today makes the valuations exact to check.
  today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(t.clock.now);
  monthAgo = addDays(today, -30);
  const factoring = await productId(t, 'factoring-dolares');
  await postQuotaValue(t.ctx, { productId: factoring, valueDate: today, value: '130' });
  // A rescue request she cancelled this month, as a cancellation leaves it.
  const [investment] = await t.db
    .select({ id: investments.id })
    .from(investments)
    .innerJoin(users, eq(users.id, investments.userId))
    .where(and(eq(users.email, 'participe@invierte.pe'), eq(investments.productId, factoring)));
  await t.db.insert(movements).values({
    investmentId: investment!.id,
    type: 'RESCUE',
    status: 'CANCELED',
    amount: '-65.00',
    quotaValue: '130',
    quotas: '-0.5',
    operationDate: addDays(today, -2),
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
  it('the account statement of a period shows it, the opening and closing balances, the manager and the notice', async () => {
    const funds = (await caller(t, token).get('/api/portfolio/funds')).json().data as Array<{
      productSlug: string;
      quotas: string;
      value: string;
    }>;
    const dollars = funds.find((f) => f.productSlug === 'factoring-dolares')!;
    const { text, disposition } = await pdfText(
      `/api/portfolio/investments/user/DownloadDocumentAccountState?desde=${monthAgo}&hasta=${today}`,
    );
    expect(disposition).toBe(`attachment; filename="estado-de-cuenta-${monthAgo}-al-${today}.pdf"`);
    expectReadableDocument(text);
    expect(text).toContain('Estado de cuenta');
    expect(text).toContain(`Periodo: del ${spanishDay(monthAgo)} al ${spanishDay(today)}`);
    expect(text).toMatch(/Página 1 de \d/);
    expect(text).toContain('(hora de Lima)');
    expect(text).toContain('María Rojas Flores');
    expect(text).toContain('Documento: DNI N.° 40000003');
    expect(text).toContain('Bono Select MidCap · BSMCN');
    expect(text).toContain('Factoring · FIAME');
    expect(text).toContain(`Saldo inicial al ${slashDay(addDays(monthAgo, -1))}`);
    // Closing at today's 130 a quota: her quotas and their value as the portfolio shows them.
    expect(text).toContain(
      `Saldo final al ${slashDay(today)}: ${formatMoney(dollars.quotas, { decimals: 8 })} cuotas × $ 130.00000000 (valor cuota del ${slashDay(today)}) = ${pdfMoney(dollars.value, '$')}`,
    );
    expect(text).toContain('Totales en soles');
    expect(text).toContain('Totales en dólares');
    expect(text).toContain('Rentabilidad anual (TIR)');
    // The request she cancelled this month moved nothing: listed with its status, no signed quantity.
    expect(text).toContain('Solicitudes que no cambiaron tus cuotas');
    expect(text).toMatch(/Rescate Cancelado \$ 65\.00/);
    expect(text).not.toContain('-0.50000000');
    // Who issues it, and the notice.
    const { name, ruc, address, regulator } = t.config.fundManager;
    expect(text).toContain(`${name} · RUC ${ruc}`);
    expect(text).toContain(address);
    expect(text).toContain(`Supervisada por la ${regulator}`);
    expect(text).toContain('El valor cuota es variable');
    expect(text).toContain('Las rentabilidades pasadas no garantizan rentabilidades futuras');
    expect(text).toContain('hasta por el 15 % de su capital');
  });

  it('the statement without a period covers every operation since her first', async () => {
    const { text, disposition } = await pdfText(
      '/api/portfolio/investments/user/DownloadDocumentAccountState',
    );
    expect(disposition).toMatch(
      /^attachment; filename="estado-de-cuenta-\d{4}-\d{2}-\d{2}-al-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    expectReadableDocument(text);
    expect(text).toContain('Suscripción');
    expect(text).toContain('Rescate');
    expect(text).toContain('-2.50000000');
  });

  it('refuses a backward, future or malformed period in Spanish', async () => {
    const url = '/api/portfolio/investments/user/DownloadDocumentAccountState';
    for (const [query, message] of [
      [`desde=${today}&hasta=${monthAgo}`, 'La fecha desde no puede ser posterior a la fecha hasta.'],
      [`desde=${monthAgo}&hasta=${addDays(today, 1)}`, 'La fecha hasta no puede ser posterior a hoy.'],
      ['desde=2026-13-01', 'Ingresa la fecha desde como AAAA-MM-DD.'],
    ] as const) {
      const res = await caller(t, token).get(`${url}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
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
