import { backOfficeEndpoints, type ExcelImportReport } from '@invierte/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { fakeApi, renderRoute, success } from '../../../lib/test-utils';
import { ExcelImportPanel } from './ExcelImportPanel';

const base = '/api/admin/portfolio/imports/investments';
const kinds = {
  investments: {
    label: 'Inversiones',
    what: 'Una fila por inversión.',
    calls: {
      template: backOfficeEndpoints.downloadInvestmentsTemplate,
      check: backOfficeEndpoints.checkInvestmentsImport,
      apply: backOfficeEndpoints.applyInvestmentsImport,
      history: backOfficeEndpoints.listInvestmentsImports,
    },
    applyText: (rows: number) => `Se registrarán ${rows} inversiones.`,
  },
};
const report = (over: Partial<ExcelImportReport> = {}): ExcelImportReport => ({
  template: 'portfolio-investments',
  fileName: 'inversiones.xlsx',
  sha256: 'cd'.repeat(32),
  rows: 5,
  issues: [],
  badRows: 0,
  flags: [],
  confirmations: [],
  summary: [{ label: 'Suscripciones', value: '5 (S/\u00a07,500.00)' }],
  applied: false,
  importId: null,
  appliedAt: null,
  ...over,
});
const repeated = {
  row: 6,
  column: 'D',
  header: 'Monto',
  kind: 'REPEATED_ROW' as const,
  reason: 'Fila repetida: igual a la fila 2.',
};
const posted = {
  row: 3,
  column: 'D',
  header: 'Monto',
  kind: 'ALREADY_POSTED' as const,
  reason:
    'Ya registrada: suscripción del 20/11/2026 por S/\u00a01,500.00, importada el 28 de noviembre de 2026 a las 5:47 a. m. por Jorge Salas (operaciones@invierte.pe).',
};
const xlsxFile = () =>
  new File(['PK'], 'inversiones.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

afterEach(cleanup);

it('names each flagged row and applies only once every one is marked distinct with a reason, sending them', async () => {
  const api = fakeApi({
    [`GET ${base}`]: () => success([]),
    [`POST ${base}/check`]: () => success(report({ flags: [posted, repeated] })),
    [`POST ${base}/apply`]: () => ({
      status: 201,
      body: { status: 'success', data: report({ applied: true, importId: 'i1' }) },
    }),
  });
  renderRoute(<ExcelImportPanel kinds={kinds} />, '/admin/portafolio');
  fireEvent.change(await screen.findByTestId('import-file'), { target: { files: [xlsxFile()] } });

  const flagged = await screen.findByTestId('import-flags');
  expect(flagged.textContent).toContain('2 filas necesitan tu confirmación');
  const rows = within(flagged).getAllByTestId('import-flag');
  expect(rows[0]!.textContent).toContain('Fila 3');
  expect(rows[0]!.textContent).toContain('Ya registrada');
  expect(rows[0]!.textContent).toContain(
    'importada el 28 de noviembre de 2026 a las 5:47 a. m. por Jorge Salas',
  );
  expect(rows[1]!.textContent).toContain('Fila 6');
  expect(rows[1]!.textContent).toContain('Fila repetida: igual a la fila 2.');
  const applyButton = () => screen.getByTestId('import-apply') as HTMLButtonElement;
  expect(screen.getByTestId('import-ready').textContent).toContain(
    'Sin errores: confirma las filas marcadas para aplicar',
  );
  expect(applyButton().disabled).toBe(true);

  fireEvent.click(screen.getByTestId('import-flag-distinct-3'));
  fireEvent.change(screen.getByTestId('import-flag-reason-3'), { target: { value: 'Segundo aporte' } });
  expect(applyButton().disabled).toBe(true); // row 6 still unconfirmed
  fireEvent.click(screen.getByTestId('import-flag-distinct-6'));
  fireEvent.change(screen.getByTestId('import-flag-reason-6'), { target: { value: 'corto' } });
  expect(
    await screen.findByText('Escribe por qué es una operación distinta (al menos 10 caracteres).'),
  ).toBeTruthy();
  expect(applyButton().disabled).toBe(true);
  fireEvent.change(screen.getByTestId('import-flag-reason-6'), {
    target: { value: '  Dos vouchers distintos del mismo día ' },
  });
  expect(applyButton().disabled).toBe(false);

  fireEvent.click(applyButton());
  expect((await screen.findByRole('dialog')).textContent).toContain(
    'Incluye 2 filas confirmadas como operación distinta, con su motivo.',
  );
  fireEvent.click(screen.getByTestId('decision-confirm'));
  expect((await screen.findByTestId('import-applied')).textContent).toContain('Archivo aplicado');
  const [sent] = api.calls(`POST ${base}/apply`);
  expect(JSON.parse((sent!.body as FormData).get('confirmations') as string)).toEqual([
    { row: 3, reason: 'Segundo aporte' },
    { row: 6, reason: 'Dos vouchers distintos del mismo día' },
  ]);
});

it('sends no confirmations for a file with nothing flagged', async () => {
  const api = fakeApi({
    [`GET ${base}`]: () => success([]),
    [`POST ${base}/check`]: () => success(report()),
    [`POST ${base}/apply`]: () => ({
      status: 201,
      body: { status: 'success', data: report({ applied: true, importId: 'i1' }) },
    }),
  });
  renderRoute(<ExcelImportPanel kinds={kinds} />, '/admin/portafolio');
  fireEvent.change(await screen.findByTestId('import-file'), { target: { files: [xlsxFile()] } });
  expect((await screen.findByTestId('import-ready')).textContent).toContain(
    'Sin errores: listo para aplicar',
  );
  expect(screen.queryByTestId('import-flags')).toBeNull();
  fireEvent.click(screen.getByTestId('import-apply'));
  fireEvent.click(await screen.findByTestId('decision-confirm'));
  await screen.findByTestId('import-applied');
  expect((api.calls(`POST ${base}/apply`)[0]!.body as FormData).get('confirmations')).toBeNull();
});

it('says a wrong header is the header, and counts only the data rows with errors', async () => {
  fakeApi({
    [`GET ${base}`]: () => success([]),
    [`POST ${base}/check`]: () =>
      success(
        report({
          rows: 1,
          badRows: 0,
          issues: [
            {
              row: 1,
              column: '—',
              header: 'Monto',
              reason:
                'Falta la columna obligatoria «Monto». Descarga la plantilla y no cambies sus encabezados.',
            },
          ],
        }),
      ),
  });
  renderRoute(<ExcelImportPanel kinds={kinds} />, '/admin/portafolio');
  fireEvent.change(await screen.findByTestId('import-file'), { target: { files: [xlsxFile()] } });
  const header = await screen.findByTestId('import-header');
  expect(header.textContent).toContain('El encabezado no corresponde a la plantilla');
  expect(header.textContent).toContain('Falta la columna obligatoria «Monto»');
  expect(screen.queryByTestId('import-issues')).toBeNull();
  expect(screen.queryByText(/filas? tienen? errores/)).toBeNull();
  expect(screen.queryByTestId('import-apply')).toBeNull();
});
