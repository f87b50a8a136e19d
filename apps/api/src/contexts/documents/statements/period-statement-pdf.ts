import {
  type CurrencyCode,
  currencyNames,
  currencySymbols,
  type DocumentType,
  documentTypeLabels,
  formatCurrency,
  formatPercent,
  formatQuotas,
  formatQuotaValue,
  type FundStatement,
  movementStatusLabels,
  movementTypeLabels,
  type StatementBalance,
  type StatementPeriodFigures,
  type StatementSinceStart,
} from '@invierte/domain';
import { longDay } from '../../../shared/lima-text.ts';
import { pdfFont, type PdfDoc } from '../../../shared/pdf-document.ts';
import { PAGE, renderInvestorDocument } from './document-layout.ts';
import type { PeriodStatementData } from './statement-data.ts';

/**
 * The period statement as PDF (requirements R7, "account statement"; docs/business-rules.md,
 * "Period statement"): per fund its opening and closing balances, the period's operations with the
 * quotas held after each, the requests that moved nothing, the period's and the total gain and the
 * money-weighted return; then totals per currency. Runs on a work-pool thread (decision 0011).
 */

const day = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');
const orDash = (v: string | null, show: (v: string) => string) => (v === null ? '—' : show(v));

/** "Periodo: del 1 de enero al 31 de marzo de 2026", the year once when both days share it. */
export function periodText(from: string, to: string): string {
  const a = longDay(from);
  const b = longDay(to);
  return `Periodo: del ${from.slice(0, 4) === to.slice(0, 4) ? a.replace(/ de \d{4}$/, '') : a} al ${b}`;
}

type Column = { title: string; width: number; align?: 'right' };

/** A table whose rows break across pages, repeating its header on each. */
function table(doc: PdfDoc, columns: readonly Column[], rows: readonly string[][]) {
  const header = () => {
    doc.font(pdfFont.bold).fontSize(8.5);
    row(columns.map((c) => c.title));
    doc.font(pdfFont.regular);
  };
  const row = (cells: readonly string[]) => {
    const y = doc.y;
    let x = PAGE.margin;
    let height = 0;
    cells.forEach((text, i) => {
      const c = columns[i]!;
      const options = { width: c.width - 4, align: c.align ?? 'left' } as const;
      height = Math.max(height, doc.heightOfString(text, options));
      doc.text(text, x, y, options);
      x += c.width;
    });
    doc.x = PAGE.margin;
    doc.y = y + height + 3;
  };
  header();
  for (const cells of rows) {
    if (doc.y + 14 > PAGE.height - PAGE.bottom) {
      doc.addPage();
      header();
    }
    row(cells);
  }
}

function labelled(doc: PdfDoc, label: string, value: string) {
  doc
    .font(pdfFont.bold)
    .fontSize(9.5)
    .text(`${label}: `, PAGE.margin, doc.y, { continued: true })
    .font(pdfFont.regular)
    .text(value);
}

const balanceText = (b: StatementBalance, c: CurrencyCode) =>
  `${formatQuotas(b.quotas)} cuotas` +
  (b.quotaValue && b.quotaValueDate
    ? ` × ${formatQuotaValue(b.quotaValue, currencySymbols[c])} (valor cuota del ${day(b.quotaValueDate)}) = ${formatCurrency(b.value ?? '0', c)}`
    : b.value
      ? ` = ${formatCurrency(b.value, c)}`
      : ' (sin valor cuota publicado)');

function figures(doc: PdfDoc, p: StatementPeriodFigures, s: StatementSinceStart, c: CurrencyCode) {
  labelled(doc, 'Aportes del periodo', formatCurrency(p.contributed, c));
  labelled(doc, 'Retiros del periodo', formatCurrency(p.withdrawn, c));
  labelled(
    doc,
    'Resultado del periodo',
    orDash(p.gain, (v) => formatCurrency(v, c)),
  );
  labelled(
    doc,
    'Resultado desde el inicio (valor + rescatado \u2212 suscrito)',
    orDash(s.gain, (v) => formatCurrency(v, c)),
  );
  if (s.gainPercent) labelled(doc, 'Rentabilidad acumulada', formatPercent(s.gainPercent));
  labelled(
    doc,
    'Rentabilidad anual (TIR)',
    s.annualReturn ? formatPercent(s.annualReturn) : `— ${s.annualReturnNote}`,
  );
}

const kindLabel = (kind: FundStatement['lines'][number]['kind'], correction: boolean) => {
  const label = movementTypeLabels[kind];
  return correction ? `Corrección de ${label.toLowerCase()}` : label;
};

function fund(doc: PdfDoc, f: FundStatement) {
  const c = f.currency;
  if (doc.y > PAGE.height - PAGE.bottom - 160) doc.addPage();
  doc
    .moveDown(0.6)
    .font(pdfFont.bold)
    .fontSize(13)
    .text(`${f.productName} · ${f.code}`, PAGE.margin, doc.y)
    .moveDown(0.3);
  labelled(doc, `Saldo inicial al ${day(f.opening.date)}`, balanceText(f.opening, c));
  doc.moveDown(0.4);
  if (f.lines.length === 0)
    doc.font(pdfFont.regular).fontSize(9).text('Sin operaciones que cambiaran tus cuotas en el periodo.');
  else
    table(
      doc,
      [
        { title: 'Fecha', width: 62 },
        { title: 'Operación', width: 118 },
        { title: 'Cuotas', width: 105, align: 'right' },
        { title: 'Monto', width: 100, align: 'right' },
        { title: 'Cuotas después', width: 110, align: 'right' },
      ],
      f.lines.map((l) => [
        day(l.date),
        kindLabel(l.kind, l.correction),
        formatQuotas(l.quotas),
        formatCurrency(l.amount, c),
        formatQuotas(l.balance),
      ]),
    );
  doc.moveDown(0.4);
  labelled(doc, `Saldo final al ${day(f.closing.date)}`, balanceText(f.closing, c));
  if (f.notExecuted.length > 0) {
    doc
      .moveDown(0.4)
      .font(pdfFont.bold)
      .fontSize(9.5)
      .text('Solicitudes que no cambiaron tus cuotas', PAGE.margin, doc.y)
      .moveDown(0.2);
    table(
      doc,
      [
        { title: 'Fecha', width: 62 },
        { title: 'Operación', width: 118 },
        { title: 'Estado', width: 105 },
        { title: 'Monto solicitado', width: 110, align: 'right' },
      ],
      f.notExecuted.map((r) => [
        day(r.date),
        movementTypeLabels[r.type],
        movementStatusLabels[r.status],
        formatCurrency(r.amount, c),
      ]),
    );
  }
  doc.moveDown(0.4);
  figures(doc, f.period, f.sinceStart, c);
}

export function renderPeriodStatementPdf(data: PeriodStatementData): Promise<Uint8Array> {
  const { statement: s, investor } = data;
  const documentType = documentTypeLabels[investor.documentType as DocumentType] ?? investor.documentType;
  return renderInvestorDocument(
    {
      title: 'Estado de cuenta',
      scope: periodText(s.from, s.to),
      generatedAt: data.generatedAt,
      issuer: data.issuer,
    },
    (doc) => {
      labelled(doc, 'Partícipe', investor.name);
      labelled(doc, 'Documento', `${documentType} N.°\u00a0${investor.documentNumber}`);
      labelled(doc, 'Correo', investor.email);
      if (s.funds.length === 0) {
        doc
          .moveDown()
          .font(pdfFont.regular)
          .fontSize(10)
          .text('No tuviste cuotas ni operaciones en este periodo.', PAGE.margin, doc.y);
        return;
      }
      for (const f of s.funds) fund(doc, f);
      for (const t of s.totals) {
        if (doc.y > PAGE.height - PAGE.bottom - 150) doc.addPage();
        doc
          .moveDown(0.8)
          .font(pdfFont.bold)
          .fontSize(13)
          .text(`Totales en ${currencyNames[t.currency].toLowerCase()}`, PAGE.margin, doc.y)
          .moveDown(0.3);
        labelled(
          doc,
          `Saldo inicial al ${day(s.funds[0]!.opening.date)}`,
          formatCurrency(t.openingValue, t.currency),
        );
        labelled(doc, `Saldo final al ${day(s.to)}`, formatCurrency(t.closingValue, t.currency));
        figures(doc, t.period, t.sinceStart, t.currency);
      }
    },
  );
}
