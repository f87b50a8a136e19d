import { describe, expect, it } from 'vitest';
import { expectReadableDocument, pdfMoney, pdfTextOf, spanishDate } from '../../../test/pdf-text.ts';
import { renderPortfolioDocument } from './render-portfolio-document.ts';
import type { PortfolioDocumentKind, StatementData } from './statement-data.ts';

/**
 * The portfolio PDFs print every figure as the screens do (the domain's formatMoney), minus signs and
 * currency symbols included, with a font that has those glyphs. A fund that lost value gives
 * negative figures: 100 quotas subscribed for 12,000.50 dollars, now worth 9,876.54 (98.7654 each),
 * and a rescue of -1.5 quotas.
 */
const data = (kind: Exclude<PortfolioDocumentKind, 'ACCOUNT_STATE'>): StatementData => ({
  kind,
  generatedAt: '2026-11-28T15:04:05.000Z',
  today: '2026-11-28',
  investor: {
    name: 'Ñusta Cárdenas Peña',
    documentType: 'CARNE_EXTRANJERIA',
    documentNumber: '001234567',
    email: 'nusta@example.pe',
  },
  issuer: {
    name: 'Fondos Andinos SAF S.A.',
    ruc: '20512345678',
    address: 'Calle Las Begonias 415, San Isidro, Lima',
    regulator: 'Superintendencia del Mercado de Valores (SMV)',
    custodian: 'Banco Custodio del Perú S.A.',
  },
  funds: [
    {
      productName: 'Factoring',
      code: 'FIAME',
      currency: 'USD',
      quotas: '100.00000000',
      reservedQuotas: '0',
      quotaValue: '98.76540000',
      quotaValueDate: '2026-11-27',
      value: '9876.54',
      subscribed: '12000.50',
      rescued: '148.65',
      // The domain's figures for this history: 1.5 of the 101.5 quotas left at their average cost
      // (12,000.50 × 1.5 ÷ 101.5 = 177.35), gain = 9,876.54 + 148.65 − 12,000.50.
      invested: '11823.15',
      gain: '-1975.31',
      gainPercent: '-16.46',
      annualReturn: null,
      annualReturnNote: 'Aún no hay un año de historia para calcularla.',
    },
  ],
});

describe('portfolio PDFs print figures as the screens show them', () => {
  it('the investment report prints a loss with its minus sign and the dollar sign', async () => {
    const text = await pdfTextOf(await renderPortfolioDocument(data('INVESTMENT_REPORT')));
    expectReadableDocument(text);
    expect(text).toContain('Documento: Carné de extranjería N.° 001234567');
    expect(text).toContain(`Total suscrito: ${pdfMoney('12000.50', '$')}`);
    expect(text).toContain(`Valor de la inversión: ${pdfMoney('9876.54', '$')}`);
    expect(text).toContain(`Capital invertido: ${pdfMoney('11823.15', '$')}`);
    expect(text).toContain(`Resultado (valor + rescatado \u2212 suscrito): ${pdfMoney('-1975.31', '$')}`);
    expect(text).toContain('-$ 1,975.31');
    expect(text).toContain('Rentabilidad acumulada: -16.46 %');
    expect(text).toContain('Rentabilidad anual (TIR): —');
  });

  it('the certificate dates in words and values the quotas in dollars', async () => {
    const text = await pdfTextOf(await renderPortfolioDocument(data('CERTIFICATE')));
    expectReadableDocument(text);
    expect(text).toContain('Certificamos que Ñusta Cárdenas Peña, con Carné de extranjería 001234567');
    expect(text).toContain('al 28 de noviembre de 2026');
    expect(text).toContain(`valorizadas en ${pdfMoney('9876.54', '$')}`);
    expect(text).toMatch(new RegExp(`del ${spanishDate.source}\\.`));
  });

  it.each(['INVESTMENT_REPORT', 'CERTIFICATE'] as const)(
    '%s names the manager, regulator and custodian, ends with the notice and numbers its pages',
    async (kind) => {
      const text = await pdfTextOf(await renderPortfolioDocument(data(kind)));
      expect(text).toContain(
        'Fondos Andinos SAF S.A. · RUC 20512345678 · Calle Las Begonias 415, San Isidro, Lima. Supervisada por la Superintendencia del Mercado de Valores (SMV). Custodio de los activos: Banco Custodio del Perú S.A.',
      );
      expect(text).not.toContain('S.A..');
      expect(text).toContain('Las rentabilidades pasadas no garantizan rentabilidades futuras');
      expect(text).toContain('hasta por el 15 % de su capital');
      expect(text).toContain('Página 1 de 1');
      expect(text).toContain('Generado el 28 de noviembre de 2026 a las 10:04 a. m. (hora de Lima)');
    },
  );

  it('embeds its own fonts and none of the standard PDF fonts', async () => {
    const raw = Buffer.from(await renderPortfolioDocument(data('INVESTMENT_REPORT'))).toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSansCondensed/);
    expect(raw).toContain('/FontFile2');
    expect(raw).not.toMatch(/Helvetica|Times-Roman|Courier/);
  });
});
