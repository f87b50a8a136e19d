import type { ProductSummary, ScheduleInvestments, ScheduleProjection } from '@invierte/domain';

/** Test data only: the catalogue and one Bono holding, shaped as the API answers. */
const product = (over: Partial<ProductSummary>): ProductSummary => ({
  _id: 'p',
  id: 'p',
  name: 'Factoring',
  slug: 'factoring-soles',
  code: 'FIAMN',
  type: 'factoring',
  simulatorValue: 1,
  currency: { code: 'PEN', symbol: 'S/' },
  minInvestment: '1000.00',
  quotaValue: '137.36369985',
  quotaValueDate: '2026-11-24',
  description: 'Fondo que invierte en facturas negociables.',
  displayCode: 'FIAMN',
  isPrivate: false,
  isInstitutional: false,
  locked: false,
  ...over,
});

export const factoringSoles = product({ _id: 'fac-pen', id: 'fac-pen' });
export const bonoSoles = product({
  _id: 'bono-pen',
  id: 'bono-pen',
  name: 'Bono Select MidCap',
  slug: 'bono-select-midcap-soles',
  code: 'BSMCN',
  displayCode: 'BSMCN',
  type: 'bono',
  simulatorValue: 3,
  minInvestment: '250000.00',
  quotaValue: '110.01237720',
  description: 'Fondo de bonos corporativos con pagos mensuales.',
});
export const mutuoDolares = product({
  _id: 'mutuo-usd',
  id: 'mutuo-usd',
  name: 'Mutuo Acreencias',
  slug: 'mutuo-acreencias-dolares',
  code: 'MUTE',
  displayCode: 'MUTE',
  type: 'mutuo',
  simulatorValue: 4,
  currency: { code: 'USD', symbol: '$' },
  minInvestment: '20000.00',
  quotaValue: '110.01237720',
  description: 'Préstamos respaldados por acreencias.',
});
export const catalogue = [factoringSoles, bonoSoles, mutuoDolares];

export const fund = (productId: string) => ({
  productId,
  productName: 'x',
  productSlug: 'x',
  currency: { code: 'PEN', symbol: 'S/' },
  quotas: '2272.47500000',
  reservedQuotas: '0.00000000',
  availableQuotas: '2272.47500000',
  quotaValue: '110.01237720',
  quotaValueDate: '2026-11-24',
  value: '250000.36',
});

const terms = {
  term: { unit: 'months' as const, length: 24 },
  termLabel: '24 meses',
  frequency: 'monthly' as const,
  frequencyLabel: 'Mensual',
  annualRate: '0.0925',
  incomeTaxRate: '0.05',
  paymentCount: 24,
  termSource: 'product-default' as const,
};
const scheduleProduct = {
  id: 'bono-pen',
  name: 'Bono Select MidCap',
  slug: 'bono-select-midcap-soles',
  type: 'bono' as const,
  currency: { code: 'PEN' as const, symbol: 'S/' },
};
const nextPayment = {
  number: 11,
  date: '2026-11-29',
  gross: '1927.08',
  tax: '96.35',
  net: '1830.73',
  isPast: false,
};
export const bonoLot = {
  investmentId: 'lot-1',
  kind: 'SUBSCRIPTION' as const,
  startDate: '2025-12-29',
  maturityDate: '2027-12-29',
  amount: '250000.00',
  quotas: '2500.00000000',
  quotaValue: '100.00000000',
  heldQuotas: '2500.00000000',
  principal: '250000.00',
  totals: { gross: '46250.00', tax: '2312.50', net: '43937.50' },
  pastNet: '18307.30',
  upcomingNet: '25630.20',
  nextPayment,
};
export const bonoHolding: ScheduleInvestments = {
  product: scheduleProduct,
  accountId: 'acc-1',
  terms,
  lots: [bonoLot],
  totals: { principal: '250000.00', net: '43937.50', upcomingNet: '25630.20' },
};
export const bonoProjection: ScheduleProjection = {
  product: scheduleProduct,
  accountId: 'acc-1',
  investmentId: 'lot-1',
  terms,
  payments: [
    { number: 1, date: '2026-01-29', gross: '1927.08', tax: '96.35', net: '1830.73', isPast: true },
    nextPayment,
    { number: 24, date: '2027-12-29', gross: '1927.16', tax: '96.45', net: '1830.71', isPast: false },
  ],
  totals: { gross: '46250.00', tax: '2312.50', net: '43937.50' },
};
export const bonoDetail = {
  product: scheduleProduct,
  accountId: 'acc-1',
  terms,
  lot: bonoLot,
  upcomingWithPrincipal: '275630.20',
  notes: ['Cronograma referencial: plazo de 24 meses contado desde la fecha de suscripción.'],
};

export const mutuoHolding: ScheduleInvestments = {
  product: {
    ...scheduleProduct,
    id: 'mutuo-usd',
    name: 'Mutuo Acreencias',
    type: 'mutuo',
    currency: { code: 'USD', symbol: '$' },
  },
  accountId: 'acc-2',
  terms: {
    ...terms,
    term: { unit: 'months', length: 12 },
    termLabel: '12 meses',
    frequency: 'quarterly',
    frequencyLabel: 'Trimestral',
    annualRate: '0.085',
    paymentCount: 4,
  },
  lots: [
    {
      ...bonoLot,
      investmentId: 'lot-m',
      startDate: '2026-05-08',
      maturityDate: '2027-05-08',
      amount: '20000.00',
      principal: '20000.00',
      totals: { gross: '1700.00', tax: '85.00', net: '1615.00' },
      pastNet: '403.75',
      upcomingNet: '1211.25',
      nextPayment: {
        number: 3,
        date: '2027-02-08',
        gross: '425.00',
        tax: '21.25',
        net: '403.75',
        isPast: false,
      },
    },
  ],
  totals: { principal: '20000.00', net: '1615.00', upcomingNet: '1211.25' },
};
