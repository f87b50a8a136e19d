import type {
  PayoutAccount,
  PortfolioFund,
  PublicProduct,
  QuotaValueBoard,
  QuotaValueDay,
  RescueView,
  UserAlert,
} from '@invierte/domain';
import { formatQuotaValue, limaDate } from '@invierte/domain';
import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { productApi } from './support/api.ts';
import { newPage, stepRecorder, twoWidths } from './support/browser.ts';
import { submitLogin } from './support/journeys.ts';
import { setUpJourney } from './support/setup.ts';

/**
 * Issue 11 in Chromium, the back office's daily jobs on one product, in order: operations pays one
 * rescue and rejects another, pays two more in one batch (the participant's holdings and alerts
 * follow, the summary's ledger card still reconciles), publishes a day's quota value by hand, corrects
 * the day that priced the paid rescue (the dialog names the value it replaces and the rescue that
 * keeps it), more
 * from the Excel template, and the exchange rate; the super administrator deletes a newsletter
 * entry, holds and then clears a request whose investor was put on the restricted list, and finds
 * each of those writes in the audit log and verifies its chain. Screenshots at
 * 1280 and 390 px of the key moments.
 */
const journey = setUpJourney();
const api = productApi(journey);
const shoot = twoWidths(stepRecorder('admin-operations'));

const letterEmail = 'boletin.e2e@example.pe';
let operations: Page;
let admin: Page;
/** The day whose quota value priced María's paid rescue, and what its correction wrote. */
let corrected: { day: string; replaced: string; value: string; rescues: number } | undefined;

async function logInAs(email: string): Promise<Page> {
  const { page } = await newPage(journey.browser, journey.product.baseUrl);
  await submitLogin(page, email, 'Admin2026');
  await page.waitForURL('**/admin');
  return page;
}

it('operations pays one rescue and rejects another; each leaves the pending list with its status', async () => {
  // María asks for two rescues of Bono Select MidCap through the API (her screens are covered elsewhere).
  const participant = await api.logIn('participe@invierte.pe', 'Demo2026');
  const funds = await api.data<PortfolioFund[]>('GET', '/api/portfolio/funds', participant);
  const bono = funds.find((f) => f.productSlug === 'bono-select-midcap-soles')!;
  const payout = await api.data<PayoutAccount>(
    'GET',
    `/api/portfolio/${bono.productId}/bank-account`,
    participant,
  );
  let pricedOn = '';
  for (const quotas of ['7', '3'])
    pricedOn = (
      await api.data<RescueView>('POST', '/api/rescues', participant, {
        productId: bono.productId,
        quotas,
        bankAccountId: payout.account!.id,
      })
    ).quotaValueDate;
  corrected = { day: pricedOn, replaced: '', value: '', rescues: 0 };

  operations = await logInAs('operaciones@invierte.pe');
  await operations.getByTestId('sidebar-rescues').click();
  await operations.waitForURL('**/admin/rescates');
  const row = (quotas: string) =>
    operations
      .getByTestId('admin-rescues-row')
      .filter({ hasText: 'María Rojas' })
      .filter({ hasText: `${quotas}.00000000` });
  await row('7').waitFor();
  await row('3').waitFor();

  // Pays the 7 quotas.
  await row('7').getByTestId('settle-one').click();
  const settle = operations.getByRole('dialog', { name: 'Registrar el pago del rescate' });
  await settle.getByText('Confirma que ya transferiste').waitFor();
  await settle.getByTestId('settle-confirm').click();
  await settle.getByTestId('settle-outcome').getByText('Se registró 1 pago.').waitFor();
  await settle.getByText('Cerrar', { exact: true }).click();
  await settle.waitFor({ state: 'hidden' });
  await row('7').waitFor({ state: 'detached' });

  // Rejects the 3 quotas with a reason.
  await row('3').getByTestId('reject-one').click();
  const reject = operations.getByRole('dialog', { name: 'Rechazar el rescate' });
  await reject.getByTestId('decision-reason').fill('La cuenta de destino no es de la titular');
  await reject.getByTestId('decision-confirm').click();
  await reject.waitFor({ state: 'hidden' });
  await row('3').waitFor({ state: 'detached' });

  // The resolved tabs name who paid or rejected it (and why), in place of a status chip.
  await operations.getByRole('tab', { name: 'Pagados' }).click();
  // The paid list says when and by whom: operations is Jorge Salas.
  await row('7').getByText('por Jorge Salas').waitFor();
  await shoot(operations, 'rescue-paid');
  await operations.getByRole('tab', { name: 'Rechazados' }).click();
  await row('3').getByText('Motivo: La cuenta de destino no es de la titular').waitFor();
});

it('operations pays two rescues in one batch; her holdings and alerts follow and the ledger still reconciles', async () => {
  const participant = await api.logIn('participe@invierte.pe', 'Demo2026');
  const bonoOf = async () =>
    (await api.data<PortfolioFund[]>('GET', '/api/portfolio/funds', participant)).find(
      (f) => f.productSlug === 'bono-select-midcap-soles',
    )!;
  const before = await bonoOf();
  const alertsBefore = (await api.data<UserAlert[]>('GET', '/api/user/alert', participant)).length;
  const payout = await api.data<PayoutAccount>(
    'GET',
    `/api/portfolio/${before.productId}/bank-account`,
    participant,
  );
  for (const quotas of ['2', '1'])
    await api.data<RescueView>('POST', '/api/rescues', participant, {
      productId: before.productId,
      quotas,
      bankAccountId: payout.account!.id,
    });

  // Back on "Pendientes" (operations is still on the rejected ones), the new requests are there.
  await operations.getByRole('tab', { name: 'Pendientes' }).click();
  const row = (quotas: string) =>
    operations
      .getByTestId('admin-rescues-row')
      .filter({ hasText: 'María Rojas' })
      .filter({ hasText: `${quotas}.00000000` });
  await row('2').getByRole('checkbox', { name: 'Elegir fila' }).check();
  await row('1').getByRole('checkbox', { name: 'Elegir fila' }).check();
  await operations.getByTestId('settle-selected').getByText('Registrar pago de 2').click();
  const settle = operations.getByRole('dialog', { name: 'Registrar el pago de 2 rescates' });
  // Both are María's, paid to one account: the dialog says so.
  await settle.getByText(/a la cuenta del partícipe\. .* se le avisará/).waitFor();
  await shoot(operations, 'rescues-batch-confirm');
  await settle.getByTestId('settle-confirm').click();
  await settle.getByTestId('settle-outcome').getByText('Se registraron 2 pagos.').waitFor();
  await settle.getByText('Cerrar', { exact: true }).click();
  await settle.waitFor({ state: 'hidden' });
  await row('2').waitFor({ state: 'detached' });
  await row('1').waitFor({ state: 'detached' });
  expect(await operations.getByTestId('settle-selected').count()).toBe(0);

  // Her Bono holding fell by the 3 quotas paid, and each payment left her an alert.
  const after = await bonoOf();
  expect(after.quotas).toBe(new Decimal(before.quotas).minus(3).toFixed(8));
  const alerts = await api.data<UserAlert[]>('GET', '/api/user/alert', participant);
  expect(alerts.length).toBe(alertsBefore + 2);
  expect(alerts.filter((a) => a.title === 'Pagamos tu rescate' && !a.isViewed).length).toBeGreaterThanOrEqual(
    2,
  );

  // The summary: no rescue of hers waits, and the ledger reconciles after the payments.
  await operations.getByTestId('sidebar-admin').click();
  await operations.waitForURL(/\/admin$/);
  const ledger = operations.getByTestId('home-ledger');
  await ledger.getByText(/^Cuadrado: \d+ cuentas y \d+ operaciones coinciden con sus asientos\.$/).waitFor();
  await ledger.getByRole('button', { name: 'Volver a verificar' }).click();
  await ledger.getByText(/^Cuadrado: /).waitFor();
  await shoot(operations, 'home-reconciled');
});

it('operations publishes today’s quota value of a fund and the day’s exchange rate', async () => {
  const token = await api.logIn('operaciones@invierte.pe', 'Admin2026');
  const board = await api.data<QuotaValueBoard>('GET', '/api/admin/quota-values', token);
  const mutuo = board.find((p) => p.code === 'MUTN')!;
  const value = new Decimal(mutuo.latest!.value).mul('1.0003').toFixed(8);
  const shown = formatQuotaValue(value, 'S/');

  await operations.getByTestId('sidebar-quota').click();
  await operations.waitForURL('**/admin/valores-cuota');
  const mutuoRow = operations.getByTestId('quota-board-row').filter({ hasText: 'MUTN' });
  await mutuoRow.getByTestId('publish-open').click();
  const dialog = operations.getByRole('dialog', { name: 'Valor cuota de Mutuo Acreencias (soles)' });
  await dialog.getByTestId('publish-value').fill(value);
  // Measured against today's value if the seed published one (a correction), else the latest before.
  await dialog
    .getByText(/^Variación respecto (al valor que reemplazas|al del \d{2}\/\d{2}\/\d{4}): \+0\.03\s%$/)
    .waitFor();
  await dialog.getByTestId('publish-confirm').click();
  // The seed may have published today's value already: then the result names the one it replaced.
  const published = await dialog.getByTestId('publish-result').textContent();
  expect(published).toMatch(/^(Publicamos|Reemplazamos S\/\s\S+ por) /);
  expect(published).toContain(` ${shown} del `);
  await dialog.getByTestId('publish-done').click();
  await dialog.waitFor({ state: 'hidden' });
  await mutuoRow.getByText(shown).waitFor();
  await mutuoRow.getByText('Publicado').waitFor();
  await shoot(operations, 'quota-value-published');

  // The day that priced María's rescues is corrected: the dialog names the value it replaces, measures
  // the change against it (not against today's) and says the paid rescue keeps the value it used.
  const bono = board.find((p) => p.code === 'BSMCN')!;
  const day = await api.data<QuotaValueDay>(
    'GET',
    `/api/admin/products/${bono.productId}/quota-values/${corrected!.day}`,
    token,
  );
  expect(day.published).not.toBeNull();
  expect(day.pricedBy.rescues).toBeGreaterThanOrEqual(1);
  const newValue = new Decimal(day.published!).mul('0.9996').toFixed(8);
  await operations
    .getByTestId('quota-board-row')
    .filter({ hasText: 'BSMCN' })
    .getByTestId('publish-open')
    .click();
  const fix = operations.getByRole('dialog', { name: /^Valor cuota de Bono Select MidCap/ });
  await fix.getByTestId('publish-date').fill(corrected!.day);
  expect(await fix.getByTestId('publish-replaces').textContent()).toBe(
    `Este día ya tiene publicado ${formatQuotaValue(day.published!, 'S/')}: lo reemplazarás.`,
  );
  const rescues = day.pricedBy.rescues;
  expect(await fix.getByTestId('publish-priced').textContent()).toContain(
    `${rescues} ${rescues === 1 ? 'rescate' : 'rescates'}`,
  );
  expect(await fix.getByTestId('publish-priced').textContent()).toContain('con que se calcul');
  await fix.getByTestId('publish-value').fill(newValue);
  await fix.getByText('Variación respecto al valor que reemplazas: -0.04 %').waitFor();
  await shoot(operations, 'quota-value-correction', { viewport: true });
  await fix.getByTestId('publish-confirm').click();
  expect(await fix.getByTestId('publish-result').textContent()).toContain(
    `Reemplazamos ${formatQuotaValue(day.published!, 'S/')} por ${formatQuotaValue(newValue, 'S/')} del ${corrected!.day.split('-').reverse().join('/')}.`,
  );
  await fix.getByTestId('publish-done').click();
  await fix.waitFor({ state: 'hidden' });
  corrected = { day: corrected!.day, replaced: day.published!, value: newValue, rescues };

  // The seed already has today's rate: publishing it again is a correction, said before saving.
  await operations.getByTestId('sidebar-exchange').click();
  await operations.waitForURL('**/admin/tipo-de-cambio');
  await operations.getByTestId('rate-open').click();
  const rate = operations.getByRole('dialog');
  await rate.getByTestId('rate-buy').fill('3.7321');
  await rate.getByTestId('rate-sell').fill('3.7455');
  await rate.getByTestId('rate-confirm').click();
  expect(await rate.getByTestId('rate-result').textContent()).toMatch(
    /^(Publicamos|Corregimos) el tipo de cambio del \d{2}\/\d{2}\/\d{4}: compra S\/\s3\.7321, venta S\/\s3\.7455\.$/,
  );
  await rate.getByTestId('rate-done').click();
  await rate.waitFor({ state: 'hidden' });
  const todayRow = operations.getByTestId('rate-list-row').filter({ hasText: 'Hoy' });
  await todayRow.getByText('S/ 3.7321').waitFor();
  await todayRow.getByText('S/ 3.7455').waitFor();
});

it('operations publishes more quota values from the Excel template: bad rows first, then the fixed file once', async () => {
  const token = await api.logIn('operaciones@invierte.pe', 'Admin2026');
  const board = await api.data<QuotaValueBoard>('GET', '/api/admin/quota-values', token);
  const today = limaDate(new Date());
  const next = (code: string, factor: string) =>
    new Decimal(board.find((p) => p.code === code)!.latest!.value).mul(factor).toFixed(8);
  const bonoDollars = next('BSMCE', '1.0002');
  const mutuoDollars = next('MUTE', '0.9999');
  const dmy = today.split('-').reverse().join('/');
  const xlsx = async (rows: Array<[string, string, string | number]>) => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Valores cuota');
    sheet.addRow(['Fondo', 'Fecha', 'Valor cuota']);
    for (const r of rows) sheet.addRow(r);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  };
  const upload = (name: string, buffer: Buffer) =>
    operations.getByTestId('import-file').setInputFiles({
      name,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });

  await operations.getByTestId('sidebar-quota').click();
  await operations.waitForURL('**/admin/valores-cuota');
  await operations.getByTestId('quota-values-import').click();
  await operations.waitForURL('**/admin/valores-cuota?vista=excel');
  const [template] = await Promise.all([
    operations.waitForEvent('download'),
    operations.getByTestId('import-template').click(),
  ]);
  expect(template.suggestedFilename()).toBe('plantilla-valores-cuota.xlsx');

  // A file with a comma decimal and an unknown fund: every bad row listed, nothing applied.
  await upload(
    'valores-cuota.xlsx',
    await xlsx([
      ['BSMCE', dmy, bonoDollars.replace('.', ',')],
      ['NOEXISTE', dmy, '1.5'],
      ['MUTE', dmy, mutuoDollars],
    ]),
  );
  const issues = operations.getByTestId('import-issues');
  await issues.getByText('2 filas tienen errores de 3').waitFor();
  await issues.getByTestId('import-issue-row').filter({ hasText: 'Usa punto para los decimales' }).waitFor();
  await issues
    .getByTestId('import-issue-row')
    .filter({ hasText: 'No existe un fondo con ese código.' })
    .waitFor();
  await shoot(operations, 'quota-values-import-issues');

  const fixed = await xlsx([
    ['BSMCE · Bono Select MidCap (USD)', dmy, bonoDollars],
    ['MUTE', dmy, mutuoDollars],
  ]);
  await upload('valores-cuota-corregido.xlsx', fixed);
  await operations.getByTestId('import-ready').getByText('Fondos: BSMCE, MUTE').waitFor();
  await operations.getByTestId('import-apply').click();
  const confirm = operations.getByRole('dialog', { name: 'Aplicar valores cuota' });
  await confirm.getByText(/^Se publicarán 2 valores cuota, todos juntos/).waitFor();
  await confirm.getByTestId('decision-confirm').click();
  await operations.getByTestId('import-applied').waitFor();
  await operations
    .getByTestId('import-history-row')
    .filter({ hasText: 'valores-cuota-corregido.xlsx' })
    .waitFor();
  await shoot(operations, 'quota-values-import-applied');

  // The board and the public catalogue show them at once.
  await operations.getByTestId('quota-values-back').click();
  for (const [code, value] of [
    ['BSMCE', bonoDollars],
    ['MUTE', mutuoDollars],
  ] as const) {
    const fund = operations.getByTestId('quota-board-row').filter({ hasText: `${code} · Dólares` });
    await fund.getByText(formatQuotaValue(value, '$')).waitFor();
    await fund.getByText('Publicado').waitFor();
  }
  const catalogue = await api.data<PublicProduct[]>('GET', '/api/products/free', null);
  expect(catalogue.find((p) => p.code === 'BSMCE')).toMatchObject({
    quotaValue: bonoDollars,
    quotaValueDate: today,
  });
  expect(catalogue.find((p) => p.code === 'MUTE')).toMatchObject({
    quotaValue: mutuoDollars,
    quotaValueDate: today,
  });

  // The same file again is recognised and refused.
  await operations.getByTestId('quota-values-import').click();
  await upload('valores-cuota-corregido.xlsx', fixed);
  await operations.getByTestId('import-refused').getByText('Archivo ya aplicado').waitFor();
  expect(await operations.getByTestId('import-refused').textContent()).toContain('No se vuelve a aplicar.');
});

it('the super administrator deletes a newsletter entry', async () => {
  await api.data('POST', '/api/newsletter/register', null, {
    email: letterEmail,
    name: 'Prueba E2E',
    source: 'webapp',
  });
  admin = await logInAs('admin@invierte.pe');
  await admin.getByTestId('sidebar-letters').click();
  await admin.waitForURL('**/admin/cartas');
  await admin.getByTestId('letters-search').fill(letterEmail);
  const letter = admin.getByTestId('admin-letters-row').filter({ hasText: letterEmail });
  await letter.getByTestId('letter-delete').click();
  const dialog = admin.getByRole('dialog', { name: 'Borrar la inscripción' });
  await dialog.getByText(`${letterEmail} dejará de recibir el boletín.`).waitFor();
  await dialog.getByTestId('decision-confirm').click();
  await dialog.waitFor({ state: 'hidden' });
  await admin
    .getByTestId('admin-letters-empty')
    .getByText('Ninguna inscripción coincide con la búsqueda.')
    .waitFor();
});

it('compliance lists a document whose request is in flight: the review shows the hold, and clearing it resumes the request', async () => {
  // Luis starts an investment (his screens are covered elsewhere).
  const investor = await api.logIn('interesado@invierte.pe', 'Demo2026');
  const catalogue = await api.data<PublicProduct[]>('GET', '/api/products/free', null);
  const fund = catalogue.find((p) => p.code === 'FIAMN')!;
  const { _id: id } = await api.data<{ _id: string }>('POST', '/api/onboarding/create', investor, {
    productId: fund.id,
  });

  // Compliance lists his DNI from the onboarding review.
  await admin.getByTestId('sidebar-review').click();
  await admin.waitForURL('**/admin/onboardings');
  await shoot(admin, 'onboardings');
  await admin.getByTestId('onboardings-restricted').click();
  await admin.waitForURL('**/admin/onboardings?vista=lista-restringida');
  await admin.getByTestId('restricted-list-row').filter({ hasText: 'DNI 99999990' }).waitFor();
  await admin.getByTestId('restricted-add').click();
  const add = admin.getByRole('dialog', { name: 'Añadir a la lista restringida' });
  await add.getByTestId('restricted-number').fill('40000002');
  await add.getByTestId('restricted-reason').fill('Coincidencia con una lista de sanciones.');
  await add.getByTestId('restricted-confirm').click();
  await add
    .getByTestId('restricted-result')
    .getByText(/Se retuvo 1 solicitud en curso: quedan «En revisión» hasta que las liberes o desapruebes\.$/)
    .waitFor();
  await add.getByTestId('restricted-done').click();
  await add.waitFor({ state: 'hidden' });
  const listed = admin.getByTestId('restricted-list-row').filter({ hasText: 'DNI 40000002' });
  await listed.getByText('Ana Torres').waitFor();
  await shoot(admin, 'restricted-list');
  // He is only told it is under review.
  const info = await api.data<{ state: string }>('GET', `/api/onboarding/${id}/info`, investor);
  expect(info.state).toBe('ON_HOLD');

  await admin.getByTestId('restricted-back').click();
  await admin
    .getByTestId('onboarding-waiting')
    .getByText(/^En revisión: [1-9]\d*$/)
    .click();
  await admin.waitForURL('**/admin/onboardings?estado=ON_HOLD');
  const row = admin.getByTestId('admin-onboardings-row').filter({ hasText: 'Luis' });
  await row.getByRole('link', { name: 'Revisar' }).click();
  await admin.waitForURL(`**/admin/onboardings/${id}`);
  await admin.getByTestId('onboarding-state').getByText('En revisión').waitFor();
  await admin
    .getByTestId('onboarding-checks')
    .getByText('El documento está en la lista restringida.')
    .waitFor();
  await admin
    .getByTestId('onboarding-events')
    .getByText(/Puesta en revisión: En registro de datos → En revisión/)
    .waitFor();
  await shoot(admin, 'onboarding-held');

  // A false match: compliance takes him off the list; the request stays held until cleared on its page.
  await admin.getByRole('link', { name: 'Volver a las solicitudes' }).click();
  await admin.waitForURL(/\/admin\/onboardings(\?.*)?$/);
  await admin.getByTestId('onboardings-restricted').click();
  await listed.getByTestId('restricted-remove').click();
  const remove = admin.getByRole('dialog', { name: 'Quitar de la lista restringida' });
  await remove.getByText(/^DNI 40000002 dejará de retener solicitudes nuevas\./).waitFor();
  await remove.getByTestId('decision-confirm').click();
  await remove.waitFor({ state: 'hidden' });
  await listed.waitFor({ state: 'detached' });

  await admin.goto(`/admin/onboardings/${id}`);
  await admin.getByTestId('onboarding-checks').getByText('Sin coincidencias.').waitFor();
  await admin.getByTestId('onboarding-state').getByText('En revisión').waitFor();
  await admin.getByTestId('decision-clearRestriction').click();
  const clear = admin.getByRole('dialog', { name: 'Levantar retención' });
  await clear.getByText('La solicitud retenida por la lista restringida continúa donde quedó.').waitFor();
  await clear.getByTestId('decision-confirm').click();
  await clear.waitFor({ state: 'hidden' });
  await admin.getByTestId('onboarding-state').getByText('En registro de datos').waitFor();
  expect((await api.data<{ state: string }>('GET', `/api/onboarding/${id}/info`, investor)).state).toBe(
    'IN_PROGRESS',
  );
});

it('the super administrator finds each of those writes in the audit log and verifies its chain', async () => {
  await admin.getByTestId('sidebar-audit').click();
  await admin.waitForURL('**/admin/auditoria');
  const rows = admin.getByTestId('admin-audit-row');
  const found = async (entity: string, action: string, who: string) => {
    await admin.getByTestId('audit-entity').selectOption(entity);
    await admin.waitForURL(`**/admin/auditoria?*entidad=${entity}*`);
    await rows.filter({ hasText: action }).filter({ hasText: who }).first().waitFor();
  };
  await found('rescue', 'rescue.settle', 'Jorge');
  const paid = rows.filter({ hasText: 'rescue.settle' }).filter({ hasText: 'Cuotas: 7.00000000' });
  await paid.getByText('Estado: Pendiente → Pagado').waitFor();
  const rejected = rows.filter({ hasText: 'rescue.reject' }).filter({ hasText: 'Cuotas: 3.00000000' });
  await rejected.getByText('Motivo: La cuenta de destino no es de la titular').waitFor();
  await found('product', 'product.quota-value.publish', 'Jorge');
  // The correction: its day, the value it replaced and the new one, and the rescues that kept it.
  const correction = rows
    .filter({ hasText: 'product.quota-value.publish' })
    .filter({ hasText: `Valor cuota: ${corrected!.replaced} → ${corrected!.value}` });
  await correction.getByText(`Fecha del valor: ${corrected!.day.split('-').reverse().join('/')}`).waitFor();
  await correction
    .getByText(`Rescates que ya usaron el valor corregido (lo conservan): ${corrected!.rescues}`)
    .waitFor();
  await shoot(admin, 'audit-quota-value-correction', { viewport: true });
  await found('excel-import', 'product.quota-value.import', 'Jorge');
  await found('exchange-rate', 'exchange-rate.', 'Jorge');
  await found('letter', 'letter.delete', 'Ana');
  await rows.filter({ hasText: 'letter.delete' }).getByText(`Correo: ${letterEmail}`).waitFor();
  await found('restricted-person', 'restricted-list.add', 'Ana');
  await rows.filter({ hasText: 'restricted-list.add' }).getByText('Número de documento: 40000002').waitFor();

  // Everything again, newest first, and the chain checked end to end.
  await admin.getByTestId('audit-entity').selectOption('');
  await rows.filter({ hasText: 'letter.delete' }).waitFor();
  await rows.filter({ hasText: 'rescue.settle' }).first().waitFor();
  await admin.getByTestId('audit-verify').click();
  const verdict = admin.getByTestId('audit-verification');
  await verdict.waitFor();
  expect(await verdict.textContent()).toMatch(
    /^La cadena de huellas está intacta: \d+ registros verificados\.$/,
  );
  await shoot(admin, 'audit-verified');
});
