import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportCatalogue } from '@invierte/domain';
import {
  ledgerAccounts,
  newsletterSubscriptions,
  onboardingParts,
  onboardings,
  restrictedPersons,
  users,
} from '../../../db/schema.ts';
import { demoTokens, nextIp } from '../../../test/accounts.ts';
import { productId } from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * The Excel reports, downloaded as an administrator and read back with exceljs: headers, the rows the
 * test wrote and the values in them, the date filter, refusals. The rows are written straight into
 * the database with fixed dates in 2025 so that each report's content is known.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  Object.assign(
    tokens,
    await demoTokens(t, ['admin', 'operations', 'compliance', 'auditor', 'interesado', 'participe']),
  );
  const [pia, ivo, pat] = await t.db
    .insert(users)
    .values([
      {
        email: 'pia.reporte@example.pe',
        name: 'Pía',
        lastName: 'Zavala',
        secondLastName: 'Núñez',
        documentType: 'DNI',
        documentNumber: '71000001',
        profile: 'PARTICIPE',
        investorProfile: 'MODERADO',
        questionCompleted: true,
        affluent: true,
        emailVerifiedAt: at('2025-02-10T15:00:00Z'),
        createdAt: at('2025-02-10T15:00:00Z'),
      },
      {
        email: 'ivo.reporte@example.pe',
        name: 'Ivo',
        lastName: 'Zamora',
        documentType: 'DNI',
        documentNumber: '71000002',
        profile: 'INTERESADO',
        // 00:30 in Lima on 6 March is still 5 March in UTC: the filter is by Lima days.
        createdAt: at('2025-03-06T05:30:00Z'),
        disabledAt: at('2025-04-01T12:00:00Z'),
      },
      {
        email: 'pat.reporte@example.pe',
        name: 'Pat',
        lastName: 'Zegarra',
        documentType: 'DNI',
        documentNumber: '71000003',
        profile: 'INTERESADO',
        affluent: true,
        createdAt: at('2025-03-20T15:00:00Z'),
      },
    ])
    .returning({ id: users.id });
  ids.pia = pia!.id;
  ids.ivo = ivo!.id;
  ids.pat = pat!.id;

  const factoring = await productId(t, 'factoring-soles');
  const [onb] = await t.db
    .insert(onboardings)
    .values({
      userId: ids.ivo,
      productId: factoring,
      state: 'PENDING_SIGNATURE',
      contractState: 'GENERATED',
      createdAt: at('2025-03-07T14:00:00Z'),
      updatedAt: at('2025-03-08T14:00:00Z'),
    })
    .returning({ id: onboardings.id });
  ids.onboarding = onb!.id;
  await t.db.insert(onboardingParts).values([
    { onboardingId: ids.onboarding, part: 'investment', data: { amount: '12345.67' } },
    {
      onboardingId: ids.onboarding,
      part: 'pep',
      data: {
        isPep: true,
        position: 'CONGRESISTA',
        institution: 'Congreso de la República',
        hasPepRelatives: false,
        relatives: [],
      },
    },
    {
      onboardingId: ids.onboarding,
      part: 'occupation',
      data: {
        occupation: 'EMPRESARIO',
        employer: 'Zamora SAC',
        jobTitle: 'Gerente',
        incomeSource: 'NEGOCIO',
      },
    },
    { onboardingId: ids.onboarding, part: 'resourceHolder', data: { holder: 'SELF' } },
    {
      onboardingId: ids.onboarding,
      part: 'finalBeneficiary',
      data: { isFinalBeneficiary: true, declarationAccepted: true },
    },
  ]);
  await t.db
    .insert(restrictedPersons)
    .values({ documentType: 'DNI', documentNumber: '71000002', reason: 'Coincidencia en lista OFAC' });

  await t.db.insert(ledgerAccounts).values({
    code: `POSITION:${ids.pia}:${factoring}`,
    kind: 'POSITION',
    asset: `UNITS:${factoring}`,
    userId: ids.pia,
    productId: factoring,
    posted: '1234.56789012',
    reserved: '10.00000000',
  });

  await t.db.insert(newsletterSubscriptions).values([
    {
      email: 'carta.enero@example.pe',
      name: 'Enero',
      source: 'webapp',
      createdAt: at('2025-01-15T15:00:00Z'),
    },
    {
      email: 'carta.marzo@example.pe',
      name: '',
      source: 'onboarding',
      createdAt: at('2025-03-05T15:00:00Z'),
    },
    { email: 'carta.mayo@example.pe', name: 'Mayo', source: 'webapp', createdAt: at('2025-05-20T15:00:00Z') },
  ]);
});
afterAll(async () => t?.close());

const get = (url: string, token: string | null = tokens.admin!) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: nextIp(),
  });

interface Sheet {
  name: string;
  headers: string[];
  rows: Array<Record<string, unknown>>;
  sheet: ExcelJS.Worksheet;
}

async function download(url: string): Promise<Sheet> {
  const res = await get(url);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Array<Record<string, unknown>> = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(headers.map((h, i) => [h, values[i] ?? null])));
  });
  return { name: sheet.name, headers, rows, sheet };
}

const byEmail = (s: Sheet, email: string) => s.rows.filter((r) => r.Correo === email);

describe('GET /api/admin/reports/{report}', () => {
  it('onboarding: each request with state, dates, investor, fund and amount; money as a 2-decimal number', async () => {
    const res = await get('/api/admin/reports/onboarding');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="reporte-solicitudes-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const s = await download('/api/admin/reports/onboarding');
    expect(s.name).toBe('Solicitudes');
    expect(s.headers.slice(0, 11)).toEqual([
      'Creada',
      'Última actualización',
      'Estado',
      'Contrato',
      'Inversionista',
      'Tipo de documento',
      'Número de documento',
      'Correo',
      'Fondo',
      'Moneda',
      'Monto solicitado',
    ]);
    const [row] = byEmail(s, 'ivo.reporte@example.pe');
    expect(row).toMatchObject({
      // 09:00 in Lima, written as the wall-clock time Excel shows.
      Creada: new Date('2025-03-07T09:00:00Z'),
      Estado: 'Pendiente de firma',
      Contrato: 'Generado',
      Inversionista: 'Ivo Zamora',
      'Número de documento': '71000002',
      Moneda: 'PEN',
      'Monto solicitado': 12345.67,
    });
    // Bold frozen header, autofilter over what was written, number formats on the cells.
    expect(s.sheet.getRow(1).font?.bold).toBe(true);
    expect(s.sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const amountCol = s.headers.indexOf('Monto solicitado') + 1;
    const rowNumber = s.rows.indexOf(row!) + 2;
    expect(s.sheet.getRow(rowNumber).getCell(amountCol).numFmt).toBe('#,##0.00');
    expect(s.sheet.getRow(rowNumber).getCell(1).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(s.sheet.autoFilter).toBeTruthy();
  });

  it('PLAFT: PEP, occupation, origin of funds, holder and the restricted list, as texts', async () => {
    const s = await download('/api/admin/reports/plaft');
    expect(s.name).toBe('PLAFT');
    const [row] = byEmail(s, 'ivo.reporte@example.pe');
    expect(row).toMatchObject({
      Monto: 12345.67,
      PEP: 'Sí',
      'Institución PEP': 'Congreso de la República',
      'Familiares PEP': 'No',
      Ocupación: 'Empresario o dueño de negocio',
      'Centro de labores': 'Zamora SAC',
      'Origen de los fondos': 'Ingresos de negocio propio',
      'Dueño de los fondos': 'Propio',
      'Beneficiario final': 'Sí',
      'En lista de restringidos': 'Sí',
      'Motivo de la restricción': 'Coincidencia en lista OFAC',
    });
  });

  it('participant: quotas per fund with their 8 decimals, the latest quota value and the estimated value', async () => {
    const s = await download('/api/admin/reports/participant');
    const [row] = byEmail(s, 'pia.reporte@example.pe');
    expect(row).toMatchObject({
      Partícipe: 'Pía Zavala Núñez',
      Fondo: expect.stringContaining('Factoring'),
      Cuotas: 1234.56789012,
      'Cuotas comprometidas en rescates': 10,
    });
    expect(typeof row!['Valor cuota']).toBe('number');
    expect(row!['Valor estimado']).toBeGreaterThan(0);
    const quotasCol = s.headers.indexOf('Cuotas') + 1;
    expect(s.sheet.getRow(s.rows.indexOf(row!) + 2).getCell(quotasCol).numFmt).toBe('#,##0.00000000');
    // The seeded participant's positions are there too, exactly as the ledger holds them.
    const [maria] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'participe@invierte.pe'));
    const positions = await t.db
      .select({ posted: ledgerAccounts.posted })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.userId, maria!.id), eq(ledgerAccounts.kind, 'POSITION')));
    const held = positions.filter((p) => Number(p.posted) > 0).map((p) => Number(p.posted));
    expect(
      byEmail(s, 'participe@invierte.pe')
        .map((r) => r.Cuotas)
        .sort(),
    ).toEqual(held.sort());
  });

  it('users by profile and private clients', async () => {
    const participants = await download('/api/admin/reports/user-participant');
    expect(byEmail(participants, 'pia.reporte@example.pe')[0]).toMatchObject({
      Nombres: 'Pía',
      'Apellido paterno': 'Zavala',
      'Perfil de inversionista': expect.any(String),
      'Cliente preferente': 'Sí',
      Cuenta: 'Activa',
      'Correo verificado': 'Sí',
    });
    expect(byEmail(participants, 'ivo.reporte@example.pe')).toEqual([]);

    const interested = await download('/api/admin/reports/user-interested');
    expect(byEmail(interested, 'ivo.reporte@example.pe')[0]).toMatchObject({
      Cuenta: 'Desactivada',
      'Correo verificado': 'No',
    });
    expect(byEmail(interested, 'pia.reporte@example.pe')).toEqual([]);
    expect(interested.rows.some((r) => r.Correo === 'admin@invierte.pe')).toBe(false);

    const privates = await download('/api/admin/reports/private-user');
    expect(privates.rows.map((r) => r.Correo)).toEqual(
      expect.arrayContaining(['pia.reporte@example.pe', 'pat.reporte@example.pe', 'participe@invierte.pe']),
    );
    expect(byEmail(privates, 'ivo.reporte@example.pe')).toEqual([]);
    expect(byEmail(privates, 'pat.reporte@example.pe')[0]).toMatchObject({ Perfil: 'Interesado' });
  });

  it('letter: the newsletter entries with their origin', async () => {
    const s = await download('/api/admin/reports/letter');
    expect(s.headers).toEqual(['Inscrito', 'Correo', 'Nombre', 'Origen']);
    expect(byEmail(s, 'carta.marzo@example.pe')[0]).toEqual({
      Inscrito: new Date('2025-03-05T10:00:00Z'),
      Correo: 'carta.marzo@example.pe',
      Nombre: null,
      Origen: 'Solicitud de inversión',
    });
  });

  it('filters by Lima days, both included, and names the range in the file', async () => {
    const res = await get('/api/admin/reports/letter?from=2025-03-01&to=2025-05-20');
    expect(res.headers['content-disposition']).toMatch(
      /filename="reporte-cartas-2025-03-01-a-2025-05-20-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const s = await download('/api/admin/reports/letter?from=2025-03-01&to=2025-05-20');
    expect(s.rows.map((r) => r.Correo)).toEqual(['carta.marzo@example.pe', 'carta.mayo@example.pe']);
    // Ivo signed up at 00:30 of 6 March in Lima (5 March in UTC).
    const sixth = await download('/api/admin/reports/user-interested?from=2025-03-06&to=2025-03-06');
    expect(sixth.rows.map((r) => r.Correo)).toEqual(['ivo.reporte@example.pe']);
    const fifth = await download('/api/admin/reports/user-interested?to=2025-03-05&from=2025-03-05');
    expect(fifth.rows).toEqual([]);
  });

  it('refuses bad dates with a Spanish 400', async () => {
    for (const [query, message] of [
      ['from=2025-02-30', 'Ingresa la fecha desde como AAAA-MM-DD.'],
      ['to=ayer', 'Ingresa la fecha hasta como AAAA-MM-DD.'],
      ['from=2025-05-01&to=2025-04-01', 'La fecha hasta no puede ser anterior a la fecha desde.'],
      ['from=1025-05-01&to=2025-04-01', 'El rango de fechas no puede pasar de 10 años.'],
    ] as const) {
      const res = await get(`/api/admin/reports/letter?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json().errors), query).toContain(message);
    }
  });

  it('401 for guests, 403 for investors; PLAFT is compliance’s, not operations’ nor the auditor’s', async () => {
    expect((await get('/api/admin/reports/onboarding', null)).statusCode).toBe(401);
    for (const who of ['interesado', 'participe'])
      expect((await get('/api/admin/reports/letter', tokens[who]!)).statusCode).toBe(403);
    expect((await get('/api/admin/reports/onboarding', tokens.operations!)).statusCode).toBe(200);
    const plaft = await get('/api/admin/reports/plaft', tokens.operations!);
    expect(plaft.statusCode).toBe(403);
    expect(plaft.json().message).toBe('No tienes permiso para realizar esta acción.');
    // The read-only auditor downloads every report but the anti-money-laundering one.
    expect((await get('/api/admin/reports/participant', tokens.auditor!)).statusCode).toBe(200);
    expect((await get('/api/admin/reports/plaft', tokens.auditor!)).statusCode).toBe(403);
    expect((await get('/api/admin/reports/plaft', tokens.compliance!)).statusCode).toBe(200);
    expect((await get('/api/admin/reports/nada')).statusCode).toBe(404);
  });

  it('streams a report of thousands of rows: chunked, no length known in advance, every row there', async () => {
    const start = Date.parse('2024-01-01T15:00:00Z');
    const many = Array.from({ length: 3200 }, (_, i) => ({
      email: `masivo${String(i).padStart(5, '0')}@example.pe`,
      name: `Lector ${i}`,
      source: 'webapp',
      createdAt: new Date(start + i * 60_000),
    }));
    for (let i = 0; i < many.length; i += 800)
      await t.db.insert(newsletterSubscriptions).values(many.slice(i, i + 800));
    const res = await get('/api/admin/reports/letter?from=2024-01-01&to=2024-01-31');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['transfer-encoding']).toBe('chunked');
    const s = await download('/api/admin/reports/letter?from=2024-01-01&to=2024-01-31');
    expect(s.rows).toHaveLength(3200);
    // Keyset pages (500 a page) neither skip nor repeat a row, in order.
    expect(s.rows.map((r) => r.Correo)).toEqual(many.map((m) => m.email));
  });
});

describe('every report, read back', () => {
  it('fills every column for the seeded demo users and their requests', async () => {
    const empty: string[] = [];
    for (const report of reportCatalogue) {
      const s = await download(`/api/admin/reports/${report.name}`);
      // The demo's own rows (its @invierte.pe accounts), not the ones these tests wrote.
      const seeded = s.rows.filter((r) => Object.values(r).some((v) => /@invierte\.pe$/.test(String(v))));
      for (const row of seeded)
        for (const header of s.headers)
          if (row[header] === null || String(row[header]).trim() === '')
            empty.push(`${report.name} · ${header} · ${JSON.stringify(Object.values(row).slice(0, 3))}`);
    }
    expect(empty).toEqual([]);
  });
});
