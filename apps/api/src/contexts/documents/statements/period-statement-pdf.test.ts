import { periodStatement, type StatementOperation } from '@invierte/domain';
import { describe, expect, it } from 'vitest';
import { expectReadableDocument, pdfTextOf } from '../../../test/pdf-text.ts';
import { renderPeriodStatementPdf } from './period-statement-pdf.ts';

/** A quarter with enough operations to fill two pages. */
let n = 0;
const op = (
  date: string,
  quotas: string,
  amount: string,
  status: StatementOperation['status'] = 'EXECUTED',
) =>
  ({
    id: `e${++n}`,
    reverses: null,
    date,
    kind: quotas.startsWith('-') ? 'RESCUE' : 'SUBSCRIPTION',
    quotas,
    amount,
    status,
  }) as StatementOperation;
const operations = [op('2026-01-10', '100', '1000.00')];
for (let i = 0; i < 45; i++)
  operations.push(op(`2026-0${7 + (i % 3)}-${String(1 + (i % 27)).padStart(2, '0')}`, '1', '10.50'));
operations.sort((a, b) => (a.date < b.date ? -1 : 1));
operations.push(op('2026-08-12', '-5', '55.00', 'REJECTED'));

const statement = periodStatement({
  from: '2026-07-01',
  to: '2026-09-30',
  funds: [
    {
      productId: 'f',
      productName: 'Factoring',
      code: 'FIAME',
      currency: 'USD',
      operations,
      quotaValues: [
        { date: '2026-06-30', value: '10.40000000' },
        { date: '2026-09-29', value: '11.02000000' },
      ],
    },
  ],
});

describe('the period statement PDF', () => {
  it('repeats the period on every page, numbers them and lists a refused request without quotas', async () => {
    const text = await pdfTextOf(
      await renderPeriodStatementPdf({
        generatedAt: '2026-10-01T13:00:00.000Z',
        investor: {
          name: 'Ñusta Cárdenas',
          documentType: 'DNI',
          documentNumber: '40000099',
          email: 'n@example.pe',
        },
        issuer: {
          name: 'Fondos Andinos SAF S.A.',
          ruc: '20512345678',
          address: 'Calle Las Begonias 415, San Isidro, Lima',
          regulator: 'Superintendencia del Mercado de Valores (SMV)',
          custodian: null,
        },
        statement,
      }),
    );
    expectReadableDocument(text);
    const period = 'Periodo: del 1 de julio al 30 de setiembre de 2026';
    expect(text.split(period).length - 1).toBeGreaterThanOrEqual(3); // the title's and each page's
    expect(text).toContain('Página 1 de 2');
    expect(text).toContain('Página 2 de 2');
    expect(text).toContain('Generado el 1 de octubre de 2026 a las 8:00 a. m. (hora de Lima)');
    expect(text).toContain('Saldo inicial al 30/06/2026: 100.00000000 cuotas × $ 10.40000000');
    expect(text).toContain('Saldo final al 30/09/2026: 145.00000000 cuotas × $ 11.02000000');
    expect(text).toContain('Rescate Rechazado $ 55.00');
    expect(text).not.toContain('-5.00000000');
    expect(text).not.toContain('Custodio');
  });
});
