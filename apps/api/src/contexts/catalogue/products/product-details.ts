import type { ProductType } from '@invierte/domain';

interface DetailContent {
  terms: Array<{ label: string; months: number | null; days: number | null }>;
  paymentFrequencies: string[];
  highlights: string[];
  risks: string[];
}

const months = (...m: number[]) => m.map((n) => ({ label: `${n} meses`, months: n, days: null }));
const commonRisks = [
  'El valor cuota es variable: puede subir o bajar.',
  'La rentabilidad obtenida en el pasado no garantiza que se repita en el futuro.',
  'La supervisión de la SMV no implica que recomiende el producto.',
];

/** What each kind of product offers (terms and frequencies of requirements R9), shown on its detail page. */
export const productDetails: Record<ProductType, DetailContent> = {
  factoring: {
    terms: months(3, 6, 12, 24, 36),
    paymentFrequencies: ['Trimestral'],
    highlights: [
      'Inviertes en facturas negociables de empresas con buen historial de pago.',
      'Puedes empezar con montos bajos, en soles o en dólares.',
    ],
    risks: [...commonRisks, 'Un pagador puede retrasarse en el pago de una factura.'],
  },
  bono: {
    terms: months(12, 24, 36),
    paymentFrequencies: ['Mensual'],
    highlights: ['Bonos de empresas medianas seleccionadas.', 'Recibes intereses todos los meses.'],
    risks: [...commonRisks, 'El emisor de un bono podría no pagar a tiempo.'],
  },
  mutuo: {
    terms: [
      { label: '180 días', months: null, days: 180 },
      { label: '270 días', months: null, days: 270 },
      ...months(12, 24, 36),
    ],
    paymentFrequencies: ['Trimestral', 'Al vencimiento'],
    highlights: ['Préstamos respaldados por acreencias.', 'Eliges cobrar cada trimestre o al vencimiento.'],
    risks: [...commonRisks, 'El deudor podría demorar la devolución del préstamo.'],
  },
  'renta-fia': {
    terms: months(12, 24, 36),
    paymentFrequencies: ['Mensual'],
    highlights: ['Renta periódica a partir de un fondo de inversión diversificado.'],
    risks: commonRisks,
  },
};
