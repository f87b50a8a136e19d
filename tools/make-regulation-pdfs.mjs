#!/usr/bin/env node
// Writes the participation-regulation summaries the API links to (/documentos/reglamento-<code>.pdf,
// see apps/api/src/db/seed-data/catalog.ts) as small, valid PDF 1.4 files under
// apps/web/public/documentos/. The files are committed; run `node tools/make-regulation-pdfs.mjs`
// again after changing a text. No timestamps are written, so the output is byte-for-byte stable.
//
// The PDF is built by hand: catalog, page tree, one A4 page per document, the two standard Helvetica
// fonts with WinAnsiEncoding (enough for Spanish accents, ñ, ¿ and ¡), one content stream, an info
// dictionary, and the cross-reference table with the byte offset of every object.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'apps/web/public/documentos');

const PAGE = { width: 595, height: 842, margin: 56 };
const BODY_SIZE = 10;
const LEADING = 14;
// Helvetica at 10 pt averages about 5 pt per character; 88 characters stay inside the margins.
const WRAP_AT = 88;

const funds = [
  {
    code: 'FIAMN',
    name: 'Fondo de Inversión Factoring Soles',
    currency: 'soles (S/)',
    minimum: 'S/ 1,000',
    object:
      'Invertir en facturas negociables y otros instrumentos de corto plazo emitidos o aceptados por empresas peruanas, adquiridos con descuento a través de operaciones de factoring.',
  },
  {
    code: 'FIAME',
    name: 'Fondo de Inversión Factoring Dólares',
    currency: 'dólares americanos ($)',
    minimum: '$ 500',
    object:
      'Invertir en facturas negociables y otros instrumentos de corto plazo en dólares emitidos o aceptados por empresas peruanas, adquiridos con descuento a través de operaciones de factoring.',
  },
  {
    code: 'BSMCN',
    name: 'Fondo de Inversión Bono Select MidCap Soles',
    currency: 'soles (S/)',
    minimum: 'S/ 250,000',
    object:
      'Invertir en bonos corporativos de empresas medianas seleccionadas, con pago mensual de intereses a los partícipes según el plazo elegido (12, 24 o 36 meses).',
  },
  {
    code: 'BSMCE',
    name: 'Fondo de Inversión Bono Select MidCap Dólares',
    currency: 'dólares americanos ($)',
    minimum: '$ 70,000',
    object:
      'Invertir en bonos corporativos en dólares de empresas medianas seleccionadas, con pago mensual de intereses a los partícipes según el plazo elegido (12, 24 o 36 meses).',
  },
  {
    code: 'MUTN',
    name: 'Fondo de Inversión Mutuo Acreencias Soles',
    currency: 'soles (S/)',
    minimum: 'S/ 75,000',
    object:
      'Otorgar préstamos (mutuos) respaldados por acreencias de empresas peruanas, con pagos trimestrales o un solo pago al vencimiento, a plazos de 180 días, 270 días, 12, 24 o 36 meses.',
  },
  {
    code: 'MUTE',
    name: 'Fondo de Inversión Mutuo Acreencias Dólares',
    currency: 'dólares americanos ($)',
    minimum: '$ 20,000',
    object:
      'Otorgar préstamos (mutuos) en dólares respaldados por acreencias de empresas peruanas, con pagos trimestrales o un solo pago al vencimiento, a plazos de 180 días, 270 días, 12, 24 o 36 meses.',
  },
];

/** The summary of one fund's regulation, as headed paragraphs. */
function sections(fund) {
  return [
    ['1. Objeto del fondo', fund.object],
    [
      '2. Moneda y cuotas',
      `El fondo opera en ${fund.currency}. El patrimonio está dividido en cuotas de igual valor; el valor cuota se calcula cada día hábil dividiendo el patrimonio neto del fondo entre el número de cuotas en circulación, y puede subir o bajar.`,
    ],
    [
      '3. Suscripción',
      `La inversión mínima es de ${fund.minimum}. Las solicitudes recibidas hasta las 4:30 p. m. (hora de Lima) se atienden con el valor cuota del día; las posteriores, con el del día hábil siguiente.`,
    ],
    [
      '4. Rescates y recompra de cuotas',
      'Conforme al artículo 34, el fondo puede recomprar cuotas cada trimestre hasta por el 15 % del capital del fondo. Si las solicitudes superan ese límite, se atienden a prorrata y el saldo pasa al trimestre siguiente.',
    ],
    [
      '5. Comisiones y gastos',
      'La sociedad administradora cobra una comisión de administración anual sobre el patrimonio del fondo, devengada diariamente. Los gastos a cargo del fondo y sus límites figuran en el reglamento completo.',
    ],
    [
      '6. Riesgos',
      'Las inversiones del fondo están expuestas a los riesgos de crédito de los deudores, de liquidez, de tipo de cambio y de concentración. La rentabilidad obtenida en el pasado no garantiza que se repita en el futuro.',
    ],
    [
      '7. Supervisión',
      'El fondo y su sociedad administradora están bajo la supervisión de la Superintendencia del Mercado de Valores (SMV). La supervisión no implica que la SMV recomiende la inversión ni garantice sus resultados.',
    ],
    [
      'Nota',
      'Este documento resume el reglamento de participación y no lo reemplaza. Ante cualquier diferencia prevalece el texto completo del reglamento, disponible a pedido en los canales de atención al partícipe.',
    ],
  ];
}

/** Splits a paragraph into lines of at most `width` characters, breaking at spaces. */
function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

// WinAnsiEncoding agrees with Latin-1 for every letter used here; only typographic marks differ.
const winAnsiExtras = { '–': 0x96, '—': 0x97, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94 };

/** A PDF literal string: WinAnsi bytes with \, ( and ) escaped. */
function pdfString(text) {
  const bytes = [];
  for (const char of text) {
    const code = winAnsiExtras[char] ?? char.codePointAt(0);
    if (code === undefined || code > 0xff) throw new Error(`"${char}" has no WinAnsi code`);
    if (code === 0x5c || code === 0x28 || code === 0x29) bytes.push(0x5c);
    bytes.push(code);
  }
  return `(${Buffer.from(bytes).toString('latin1')})`;
}

/** The page's content stream: title, subtitle, then each section heading and its wrapped text. */
function contentStream(fund) {
  const ops = ['BT', `${LEADING} TL`, `${PAGE.margin} ${PAGE.height - PAGE.margin - 10} Td`];
  ops.push('/F2 15 Tf', `${pdfString('Reglamento de participación')} Tj`, 'T*');
  ops.push('/F2 12 Tf', `${pdfString(`${fund.name} (${fund.code})`)} Tj`, 'T*');
  ops.push(`/F1 9 Tf`, `${pdfString('Resumen informativo para partícipes')} Tj`, 'T*', 'T*');
  for (const [heading, text] of sections(fund)) {
    ops.push('/F2 11 Tf', `${pdfString(heading)} Tj`, 'T*');
    ops.push(`/F1 ${BODY_SIZE} Tf`);
    for (const line of wrap(text, WRAP_AT)) ops.push(`${pdfString(line)} Tj`, 'T*');
    ops.push('T*');
  }
  ops.push('ET');
  return ops.join('\n');
}

/** A complete PDF 1.4 file for one fund. */
export function regulationPdf(fund) {
  const stream = Buffer.from(contentStream(fund), 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
      '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} >>\nstream\n`, 'latin1'),
      stream,
      Buffer.from('\nendstream', 'latin1'),
    ]),
    `<< /Title ${pdfString(`Reglamento de participación ${fund.code}`)} /Producer (tools/make-regulation-pdfs.mjs) >>`,
  ];

  // The header's second line carries bytes above 127 so tools treat the file as binary.
  const chunks = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0].length;
  const offsets = [];
  objects.forEach((body, i) => {
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'),
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    offsets.push(offset);
    offset += chunk.length;
    chunks.push(chunk);
  });

  // Each xref entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, CR LF.
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f\r',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n\r`),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(outDir, { recursive: true });
  for (const fund of funds) {
    const file = path.join(outDir, `reglamento-${fund.code.toLowerCase()}.pdf`);
    writeFileSync(file, regulationPdf(fund));
    console.log(path.relative(root, file));
  }
}
