import { limaDate, monthInWords, previousMonth } from '@invierte/domain';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../../context.ts';
import { rowsOf } from '../../../db/rows-of.ts';
import { demoTokens } from '../../../test/accounts.ts';
import { expectReadableDocument, pdfTextOf } from '../../../test/pdf-text.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { caller } from '../../portfolio/rescues/rescues.test-kit.ts';
import { runMonthlyStatements } from './run-monthly-statements.ts';

/**
 * The monthly statement job on the seeded demo (decision 0039): two API processes on one database
 * run it at once and each participant gets one statement and one e-mail; an investor who turned the
 * e-mail off gets none but finds the statement in Mis documentos; December's run carries the year's
 * tax certificate, whose figures follow her rescue at average cost.
 */
let t: TestApp;
let other: FastifyInstance;
let tokens: Record<string, string>;

/** Past months other than December (whose run also writes the tax certificate), newest first. */
const pastMonths = (() => {
  const months: string[] = [];
  let m = previousMonth(limaDate(new Date()).slice(0, 7));
  while (months.length < 2) {
    if (!m.endsWith('-12')) months.push(m);
    m = previousMonth(m);
  }
  return months;
})();

beforeAll(async () => {
  // Two processes, as behind a balancer: their files in the database, where both reach them (on the
  // embedded database each would otherwise keep its own under its DATA_DIR).
  t = await createTestApp({ seed: true, env: { FILES_STORE: 'database' } });
  other = (await t.anotherProcess()).app;
  tokens = await demoTokens(t, ['participe', 'interesado', 'rescuer', 'admin']);
});
afterAll(async () => t?.close());

const settled = async () => {
  await t.ctx.mail.settled();
  await other.appContext.mail.settled();
};

/** Messages in the shared outbox, per address, with this subject. */
async function mailsWithSubject(subject: string) {
  await settled();
  return rowsOf<{ to_address: string; status: string; n: number }>(
    await t.db.execute(sql`select to_address, status, count(*)::int as n from mail_outbox
      where subject = ${subject} group by to_address, status order by to_address`),
  );
}

/** The seeded participants who held quotas in the month, as the job picks them. */
async function participantsOf(period: string) {
  return rowsOf<{ email: string }>(
    await t.db.execute(sql`select u.email from statement_runs r join users u on u.id = r.user_id
      where r.period = ${period} order by u.email`),
  ).map((r) => r.email);
}

describe('the monthly statement', () => {
  it('two processes running the job at once send one e-mail per participant, and a second run sends none', async () => {
    const period = pastMonths[0]!;
    const subject = `Tu estado de cuenta de ${monthInWords(period)}`;
    const [a, b] = await Promise.all([
      runMonthlyStatements(t.ctx, period),
      runMonthlyStatements(other.appContext as AppContext, period),
    ]);
    const participants = await participantsOf(period);
    expect(participants).toEqual(expect.arrayContaining(['interesado@invierte.pe', 'participe@invierte.pe']));
    expect(participants).not.toContain('nuevo@invierte.pe');
    expect(a.stored + b.stored).toBe(participants.length);
    expect(a.emailed + b.emailed).toBe(participants.length);
    const mails = await mailsWithSubject(subject);
    expect(mails).toEqual(participants.map((to) => ({ to_address: to, status: 'SENT', n: 1 })));

    // Again, on both: nothing is stored or sent twice.
    const again = await Promise.all([
      runMonthlyStatements(t.ctx, period),
      runMonthlyStatements(other.appContext as AppContext, period),
    ]);
    expect(again).toEqual([
      { stored: 0, emailed: 0 },
      { stored: 0, emailed: 0 },
    ]);
    expect(await mailsWithSubject(subject)).toEqual(mails);

    // The e-mail carries the statement as a PDF, and her documents list it once.
    const eml = await t.lastMailTo('participe@invierte.pe', subject).catch(async () => {
      // Written by the other process, into its own data folder: read it from the outbox's path there.
      const [row] = rowsOf<{ file_path: string }>(
        await t.db.execute(sql`select file_path from mail_outbox
          where subject = ${subject} and to_address = 'participe@invierte.pe'`),
      );
      const { readFile } = await import('node:fs/promises');
      return readFile(row!.file_path, 'utf8');
    });
    expect(eml).toContain(`filename=estado-de-cuenta-${period}.pdf`);
    expect(eml).toContain('Content-Type: application/pdf');
    const documents = (await caller(t, tokens.participe!).get('/api/profile/documents')).json()
      .data as Array<{
      title: string;
      type: string;
    }>;
    expect(documents.filter((d) => d.title === `Estado de cuenta de ${monthInWords(period)}`)).toEqual([
      expect.objectContaining({ type: 'ACCOUNT_STATEMENT' }),
    ]);
  });

  it('an investor who turned the e-mail off gets none, and still finds the statement in her documents', async () => {
    const period = pastMonths[1]!;
    const subject = `Tu estado de cuenta de ${monthInWords(period)}`;
    const investor = caller(t, tokens.interesado!);
    expect((await investor.get('/api/profile/statement-email')).json().data).toEqual({ monthlyEmail: true });
    const bad = await investor.put('/api/profile/statement-email', { monthlyEmail: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Indica si quieres recibir el estado de cuenta mensual por correo.');
    expect((await investor.get('/api/profile/statement-email')).json().data).toEqual({ monthlyEmail: true });
    const off = await investor.put('/api/profile/statement-email', { monthlyEmail: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await investor.get('/api/profile/statement-email')).json().data).toEqual({ monthlyEmail: false });
    expect((await caller(t, tokens.admin!).get('/api/profile/statement-email')).statusCode).toBe(403);

    await Promise.all([
      runMonthlyStatements(t.ctx, period),
      runMonthlyStatements(other.appContext as AppContext, period),
    ]);
    const mails = await mailsWithSubject(subject);
    expect(mails.map((m) => m.to_address)).not.toContain('interesado@invierte.pe');
    expect(mails.map((m) => m.to_address)).toContain('participe@invierte.pe');

    const documents = (await investor.get('/api/profile/documents')).json().data as Array<{
      id: string;
      title: string;
    }>;
    const statement = documents.find((d) => d.title === `Estado de cuenta de ${monthInWords(period)}`);
    expect(statement).toBeDefined();
    const file = await investor.get(`/api/portfolio/investment-report/${statement!.id}`);
    expect(file.statusCode, file.body).toBe(200);
    const text = await pdfTextOf(file.rawPayload);
    expect(text).toContain('Estado de cuenta');
    expectReadableDocument(text);
    // Another investor's document is not hers to download.
    expect(
      (await caller(t, tokens.participe!).get(`/api/portfolio/investment-report/${statement!.id}`))
        .statusCode,
    ).toBe(404);
    await investor.put('/api/profile/statement-email', { monthlyEmail: true });
  });
});

describe('the annual tax certificate', () => {
  /** Her seeded Factoring in dollars: one subscription, then a settled rescue of 2.5 quotas. */
  async function seededRescue() {
    const rows = rowsOf<{ type: string; quotas: string; amount: string; date: string }>(
      await t.db.execute(sql`select m.type, m.quotas::text, m.amount::text, m.operation_date::text as date
        from movements m join investments i on i.id = m.investment_id
        join users u on u.id = i.user_id join products p on p.id = i.product_id
        where u.email = 'participe@invierte.pe' and p.slug = 'factoring-dolares' and m.status = 'APPROVED'
        order by m.operation_date`),
    );
    const bought = rows.filter((r) => r.type === 'SUBSCRIPTION');
    const rescue = rows.find((r) => r.type === 'RESCUE')!;
    expect(bought).toHaveLength(1);
    const proceeds = new Decimal(rescue.amount).abs();
    // Average cost: what the quotas cost × the share of them rescued, half-up to the cent.
    const cost = new Decimal(bought[0]!.amount)
      .mul(new Decimal(rescue.quotas).abs())
      .div(bought[0]!.quotas)
      .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    const income = proceeds.minus(cost);
    const tax = Decimal.max(0, income).mul('0.05').toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    return { year: Number(rescue.date.slice(0, 4)), proceeds, cost, income, tax };
  }
  const usd = (d: Decimal) => `$ ${d.toNumber().toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

  it('certifies the year’s income from her rescue at average cost and the 5 % withheld', async () => {
    const expected = await seededRescue();
    const res = await caller(t, tokens.participe!).get(
      `/api/portfolio/tax-certificate?anio=${expected.year}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="certificado-de-rentas-${expected.year}.pdf"`,
    );
    const text = await pdfTextOf(res.rawPayload);
    expectReadableDocument(text);
    expect(text).toContain(`Certificado de rentas y retenciones ${expected.year}`);
    expect(text).toContain('Invierte Sociedad Administradora de Fondos S.A., RUC 20603123451');
    expect(text).toContain('María Rojas Flores');
    expect(text).toContain('Factoring · FIAME (dólares)');
    expect(text).toContain('Rescates en el año: 1');
    expect(text).toContain(`Importe de los rescates: ${usd(expected.proceeds)}`);
    expect(text).toContain(`Costo promedio de las cuotas rescatadas: ${usd(expected.cost)}`);
    expect(text).toContain(`Renta obtenida: ${usd(expected.income)}`);
    expect(text).toContain(`Retención del impuesto a la renta (5 %): ${usd(expected.tax)}`);
    expect(text).toContain('Total en dólares');
  });

  it('refuses a year without rescues, a year not begun and a malformed one, in Spanish', async () => {
    const investor = caller(t, tokens.participe!);
    const { year } = await seededRescue();
    const none = await investor.get(`/api/portfolio/tax-certificate?anio=${year - 3}`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(
      `No tuviste rescates en ${year - 3}: no hay rentas ni retenciones que certificar.`,
    );
    const nextYear = Number(limaDate(t.clock.now).slice(0, 4)) + 1;
    const future = await investor.get(`/api/portfolio/tax-certificate?anio=${nextYear}`);
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(
      `El año ${nextYear} aún no empieza: elige el año en curso o uno anterior.`,
    );
    const malformed = await investor.get('/api/portfolio/tax-certificate?anio=dos-mil');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Indica el año con cuatro cifras, por ejemplo 2026.');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/portfolio/tax-certificate?anio=${year}` })).statusCode,
    ).toBe(401);
  });

  it('December’s run stores the year’s certificate in her documents and attaches it to January’s e-mail', async () => {
    const { year } = await seededRescue();
    const period = `${year}-12`;
    // December's statement is written once December is over: on the first business day of January.
    const today = t.clock.now;
    t.clock.now = new Date(`${year + 1}-01-05T15:00:00Z`);
    try {
      await Promise.all([
        runMonthlyStatements(t.ctx, period),
        runMonthlyStatements(other.appContext as AppContext, period),
      ]);
      await settled();
    } finally {
      t.clock.now = today;
    }
    const [row] = rowsOf<{ file_path: string; attachments: Array<{ filename: string }> }>(
      await t.db.execute(sql`select file_path, attachments from mail_outbox
        where subject = ${`Tu estado de cuenta de ${monthInWords(period)}`} and to_address = 'participe@invierte.pe'`),
    );
    expect(row!.attachments.map((a) => a.filename)).toEqual([
      `estado-de-cuenta-${period}.pdf`,
      `certificado-de-rentas-${year}.pdf`,
    ]);
    const { readFile } = await import('node:fs/promises');
    const eml = await readFile(row!.file_path, 'utf8');
    expect(eml).toContain(`filename=certificado-de-rentas-${year}.pdf`);
    const documents = (await caller(t, tokens.participe!).get('/api/profile/documents')).json()
      .data as Array<{
      title: string;
      type: string;
    }>;
    expect(documents.filter((d) => d.type === 'TAX_CERTIFICATE')).toEqual([
      expect.objectContaining({ title: `Certificado de rentas y retenciones ${year}` }),
    ]);
  });
});
