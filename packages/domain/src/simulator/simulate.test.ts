import { describe, expect, it } from 'vitest';
import { simulate, type SimulationInput, type SimulationOutcome, type SimulationResult } from './simulate.ts';
import type { PaymentFrequency, SimulatorTerm } from './constants.ts';

/*
 * Expected figures are computed here, independently of the implementation and of decimal.js, with
 * exact rational arithmetic on BigInt, from the formula of docs/business-rules.md ("Simulator"):
 *
 *   G = A · r · L / Y      N = G · (1 − 0.05)      P = round(N / n)      last = round(N) − (n − 1) · P
 *   shown gross = round(G), net total = round(N), tax = round(G) − round(N)
 *
 * with Y = 12 for terms in months and 360 for terms in days, rounding half-up to the cent. The rates,
 * terms and payment counts below are typed again from requirements R9, not imported.
 */

type Currency = 'PEN' | 'USD';
interface GridRow {
  product: 1 | 2 | 3 | 4;
  currency: Currency;
  term: SimulatorTerm;
  frequency: PaymentFrequency;
  rate: string;
  count: number;
  minimum: string | null;
}

const m = (length: number): SimulatorTerm => ({ unit: 'months', length });
const d = (length: number): SimulatorTerm => ({ unit: 'days', length });

const minimums: Record<1 | 3 | 4, Record<Currency, string>> = {
  1: { USD: '500', PEN: '1000' },
  3: { USD: '70000', PEN: '250000' },
  4: { USD: '20000', PEN: '75000' },
};

function buildGrid(): GridRow[] {
  const rows: GridRow[] = [];
  // Product 1, Factoring: profitability 8.5 % USD / 9.5 % PEN, quarterly payments (months / 3).
  for (const currency of ['USD', 'PEN'] as const) {
    for (const [months, count] of [
      [3, 1],
      [6, 2],
      [12, 4],
      [24, 8],
      [36, 12],
    ] as const) {
      rows.push({
        product: 1,
        currency,
        term: m(months),
        frequency: 'quarterly',
        rate: currency === 'USD' ? '0.085' : '0.095',
        count,
        minimum: minimums[1][currency],
      });
    }
  }
  // Product 2: a single payment at 30 days, 5 % USD / 7.5 % PEN, no minimum.
  rows.push({
    product: 2,
    currency: 'USD',
    term: d(30),
    frequency: 'maturity',
    rate: '0.05',
    count: 1,
    minimum: null,
  });
  rows.push({
    product: 2,
    currency: 'PEN',
    term: d(30),
    frequency: 'maturity',
    rate: '0.075',
    count: 1,
    minimum: null,
  });
  // Product 3, Bono Select MidCap: annual total gain, paid monthly.
  const bono: Record<Currency, [number, string][]> = {
    USD: [
      [12, '0.075'],
      [24, '0.0825'],
      [36, '0.09'],
    ],
    PEN: [
      [12, '0.085'],
      [24, '0.0925'],
      [36, '0.10'],
    ],
  };
  for (const currency of ['USD', 'PEN'] as const) {
    for (const [months, rate] of bono[currency]) {
      rows.push({
        product: 3,
        currency,
        term: m(months),
        frequency: 'monthly',
        rate,
        count: months,
        minimum: minimums[3][currency],
      });
    }
  }
  // Product 4, Mutuo Acreencias: quarterly (2, 3, 4, 8, 12 payments) or one payment at maturity.
  const mutuoTerms = [d(180), d(270), m(12), m(24), m(36)];
  const mutuoRates: Record<Currency, string[]> = {
    USD: ['0.07', '0.0775', '0.085', '0.0925', '0.10'],
    PEN: ['0.08', '0.0875', '0.095', '0.1025', '0.11'],
  };
  const quarterlyCounts = [2, 3, 4, 8, 12];
  for (const currency of ['USD', 'PEN'] as const) {
    mutuoTerms.forEach((term, i) => {
      const rate = mutuoRates[currency][i] as string;
      const base = { product: 4 as const, currency, term, rate, minimum: minimums[4][currency] };
      rows.push({ ...base, frequency: 'quarterly', count: quarterlyCounts[i] as number });
      rows.push({ ...base, frequency: 'maturity', count: 1 });
    });
  }
  return rows;
}

// ---- exact rational arithmetic on BigInt ----
const fraction = (text: string): [bigint, bigint] => {
  const [whole = '0', part = ''] = text.split('.');
  return [BigInt(whole + part), 10n ** BigInt(part.length)];
};
/** num / den currency units, rounded half-up to whole cents (non-negative values). */
const toCents = (num: bigint, den: bigint): bigint => (num * 200n + den) / (2n * den);
const showCents = (c: bigint): string => {
  const negative = c < 0n;
  const digits = (negative ? -c : c).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
};
const addCents = (amount: string, extraCents: bigint): string => {
  const [n, den] = fraction(amount);
  return showCents((n * 100n) / den + extraCents);
};

interface Expected {
  grossGain: string;
  netTotal: string;
  taxWithheld: string;
  paymentAmount: string;
  lastPaymentAmount: string;
}

function expected(row: GridRow, amount: string): Expected {
  const [aN, aD] = fraction(amount);
  const [rN, rD] = fraction(row.rate);
  const L = BigInt(row.term.length);
  const Y = row.term.unit === 'months' ? 12n : 360n;
  const n = BigInt(row.count);
  const grossNum = aN * rN * L;
  const grossDen = aD * rD * Y;
  const netNum = grossNum * 95n;
  const netDen = grossDen * 100n;
  const gross = toCents(grossNum, grossDen);
  const net = toCents(netNum, netDen);
  const payment = toCents(netNum, netDen * n);
  return {
    grossGain: showCents(gross),
    netTotal: showCents(net),
    taxWithheld: showCents(gross - net),
    paymentAmount: showCents(payment),
    lastPaymentAmount: showCents(net - (n - 1n) * payment),
  };
}

const grid = buildGrid();
const termText = (t: SimulatorTerm) => `${t.length} ${t.unit === 'months' ? 'meses' : 'días'}`;
const cases = grid.flatMap((row) => {
  const base = row.minimum ?? '10000';
  return [base, addCents(base, 1234567n), '987654.32'].map((amount) => ({ row, amount }));
});

function ok(result: SimulationResult): SimulationOutcome {
  if (result.status !== 'ok') throw new Error(`expected a result, got ${result.message}`);
  return result;
}

describe('simulate over the full product × currency × term × frequency grid', () => {
  it('covers 38 combinations: 10 Factoring, 2 product 2, 6 Bono Select, 20 Mutuo', () => {
    expect(grid).toHaveLength(38);
    expect(cases).toHaveLength(114);
  });

  it.each(
    cases.map(({ row, amount }) => [
      row.product,
      row.currency,
      termText(row.term),
      row.frequency,
      amount,
      row,
    ]),
  )('product %s, %s, %s, %s, amount %s', (_p, _c, _t, _f, amount, row) => {
    const result = ok(
      simulate({
        product: row.product,
        currency: row.currency,
        amount: amount as string,
        term: row.term,
        frequency: row.frequency,
      }),
    );
    const want = expected(row, amount as string);
    expect(result).toMatchObject({
      ...want,
      paymentCount: row.count,
      annualRate: row.rate,
      incomeTaxRate: '0.05',
      frequency: row.frequency,
      term: row.term,
      termLabel: termText(row.term),
      heading: `En ${termText(row.term)} recibes:`,
      canInvest: row.product === 1,
    });
    // The schedule: n payments, all but the last equal, summing to the net total exactly.
    expect(result.schedule).toHaveLength(row.count);
    const amounts = result.schedule.map((p) => p.amount);
    expect(amounts.slice(0, -1).every((a) => a === want.paymentAmount)).toBe(true);
    expect(amounts.at(-1)).toBe(want.lastPaymentAmount);
    const sum = amounts.reduce((acc, a) => acc + fraction(a)[0], 0n);
    expect(showCents(sum)).toBe(want.netTotal);
    // The last payment differs from the others by at most (n + 1) / 2 cents.
    const gap = fraction(want.paymentAmount)[0] - fraction(want.lastPaymentAmount)[0];
    const bound = BigInt(row.count + 1);
    expect(2n * gap <= bound && -2n * gap <= bound).toBe(true);
    // The tax shown is within one cent of 5 % of the exact gross gain.
    const [rN, rD] = fraction(row.rate);
    const [aN, aD] = fraction(amount as string);
    const exactTax = toCents(
      aN * rN * BigInt(row.term.length) * 5n,
      aD * rD * (row.term.unit === 'months' ? 12n : 360n) * 100n,
    );
    const shownTax = fraction(want.taxWithheld)[0];
    expect(shownTax - exactTax <= 1n && exactTax - shownTax <= 1n).toBe(true);
  });

  it('omitting the frequency uses the product default (Mutuo: quarterly, code 1)', () => {
    const input: SimulationInput = { product: 4, currency: 'PEN', amount: '75000', term: d(180) };
    expect(ok(simulate(input)).frequency).toBe('quarterly');
    expect(ok(simulate({ product: 1, currency: 'USD', amount: '500', term: m(3) })).frequency).toBe(
      'quarterly',
    );
    expect(ok(simulate({ product: 3, currency: 'USD', amount: '70000', term: m(12) })).frequency).toBe(
      'monthly',
    );
    expect(ok(simulate({ product: 2, currency: 'USD', amount: '100', term: d(30) })).frequency).toBe(
      'maturity',
    );
  });

  it('dates each payment: quarterly every 3 months or 90 days, monthly, at maturity', () => {
    const due = (input: SimulationInput) => ok(simulate(input)).schedule.map((p) => p.dueAfter);
    expect(due({ product: 1, currency: 'PEN', amount: '1000', term: m(6) })).toEqual([m(3), m(6)]);
    expect(
      due({ product: 4, currency: 'USD', amount: '20000', term: d(270), frequency: 'quarterly' }),
    ).toEqual([d(90), d(180), d(270)]);
    expect(
      due({ product: 4, currency: 'USD', amount: '20000', term: d(180), frequency: 'maturity' }),
    ).toEqual([d(180)]);
    expect(due({ product: 3, currency: 'PEN', amount: '250000', term: m(12) })).toEqual(
      Array.from({ length: 12 }, (_, i) => m(i + 1)),
    );
  });
});

describe('worked examples of docs/business-rules.md', () => {
  const example = (input: SimulationInput) => {
    const r = ok(simulate(input));
    return [r.grossGain, r.taxWithheld, r.netTotal, r.paymentCount, r.paymentAmount, r.lastPaymentAmount];
  };

  it('Factoring S/\u00a010,000 for 12 months', () => {
    expect(example({ product: 1, currency: 'PEN', amount: '10000', term: m(12) })).toEqual([
      '950.00',
      '47.50',
      '902.50',
      4,
      '225.63',
      '225.61',
    ]);
  });
  it('Factoring $\u00a010,000 for 12 months', () => {
    expect(example({ product: 1, currency: 'USD', amount: '10000', term: m(12) })).toEqual([
      '850.00',
      '42.50',
      '807.50',
      4,
      '201.88',
      '201.86',
    ]);
  });
  it('Factoring $\u00a0500 for 3 months (the tax as the reconciling figure)', () => {
    expect(example({ product: 1, currency: 'USD', amount: '500', term: m(3) })).toEqual([
      '10.63',
      '0.54',
      '10.09',
      1,
      '10.09',
      '10.09',
    ]);
  });
  it('Factoring S/\u00a01,000 for 36 months', () => {
    expect(example({ product: 1, currency: 'PEN', amount: '1000', term: m(36) })).toEqual([
      '285.00',
      '14.25',
      '270.75',
      12,
      '22.56',
      '22.59',
    ]);
  });
  it('Bono Select MidCap $\u00a070,000 for 24 months', () => {
    expect(example({ product: 3, currency: 'USD', amount: '70000', term: m(24) })).toEqual([
      '11550.00',
      '577.50',
      '10972.50',
      24,
      '457.19',
      '457.13',
    ]);
  });
  it('Bono Select MidCap S/\u00a0250,000 for 12 months', () => {
    expect(example({ product: 3, currency: 'PEN', amount: '250000', term: m(12) })).toEqual([
      '21250.00',
      '1062.50',
      '20187.50',
      12,
      '1682.29',
      '1682.31',
    ]);
  });
  it('Mutuo Acreencias S/\u00a075,000 for 180 days, quarterly', () => {
    expect(
      example({ product: 4, currency: 'PEN', amount: '75000', term: d(180), frequency: 'quarterly' }),
    ).toEqual(['3000.00', '150.00', '2850.00', 2, '1425.00', '1425.00']);
  });
  it('Mutuo Acreencias $\u00a020,000 for 270 days, quarterly', () => {
    expect(
      example({ product: 4, currency: 'USD', amount: '20000', term: d(270), frequency: 'quarterly' }),
    ).toEqual(['1162.50', '58.12', '1104.38', 3, '368.13', '368.12']);
  });
  it('Mutuo Acreencias $\u00a020,000 for 12 months at maturity', () => {
    expect(
      example({ product: 4, currency: 'USD', amount: '20000', term: m(12), frequency: 'maturity' }),
    ).toEqual(['1700.00', '85.00', '1615.00', 1, '1615.00', '1615.00']);
  });
  it('Product 2: $\u00a010,000 and S/\u00a010,000 for 30 days', () => {
    expect(example({ product: 2, currency: 'USD', amount: '10000', term: d(30) })).toEqual([
      '41.67',
      '2.09',
      '39.58',
      1,
      '39.58',
      '39.58',
    ]);
    expect(example({ product: 2, currency: 'PEN', amount: '10000', term: d(30) })).toEqual([
      '62.50',
      '3.12',
      '59.38',
      1,
      '59.38',
      '59.38',
    ]);
  });

  it('shows the figures with the currency symbol and the result-view texts', () => {
    const r = ok(simulate({ product: 1, currency: 'PEN', amount: '10000', term: m(12) }));
    expect(r.display).toEqual({
      amount: 'S/\u00a010,000.00',
      paymentAmount: 'S/\u00a0225.63',
      lastPaymentAmount: 'S/\u00a0225.61',
      grossGain: 'S/\u00a0950.00',
      taxWithheld: 'S/\u00a047.50',
      netTotal: 'S/\u00a0902.50',
      totalWithPrincipal: 'S/\u00a010,902.50',
    });
    expect(r.heading).toBe('En 12 meses recibes:');
    expect(r.paymentCountLabel).toBe('4 pagos trimestrales');
    expect(r.totalWithPrincipal).toBe('10902.50');
  });
});

describe('footnotes', () => {
  it('Factoring: the 7 % / 8 % reference with the implicit 11 % income tax', () => {
    const usd = ok(simulate({ product: 1, currency: 'USD', amount: '500', term: m(12) }));
    const pen = ok(simulate({ product: 1, currency: 'PEN', amount: '1000', term: m(12) }));
    expect(usd.footnotes[0]).toBe(
      '(1) Rentabilidad referencial de 7\u00a0% anual en dólares, con un impuesto a la renta implícito de 11\u00a0%.',
    );
    expect(pen.footnotes[0]).toBe(
      '(1) Rentabilidad referencial de 8\u00a0% anual en soles, con un impuesto a la renta implícito de 11\u00a0%.',
    );
    expect(pen.footnotes[1]).toBe(
      '(2) Calculado a una tasa de 9.5\u00a0% anual, con pagos trimestrales netos de la retención de 5\u00a0% de impuesto a la renta.',
    );
  });

  it('other products: the 5 % income tax and their rate and schedule', () => {
    const bono = ok(simulate({ product: 3, currency: 'USD', amount: '70000', term: m(24) }));
    expect(bono.footnotes[0]).toBe('(1) Ganancia sujeta al impuesto a la renta de 5\u00a0%.');
    expect(bono.footnotes[1]).toBe(
      '(2) Calculado a una tasa de 8.25\u00a0% anual, con pagos mensuales netos de la retención de 5\u00a0% de impuesto a la renta.',
    );
    const mutuo = ok(
      simulate({ product: 4, currency: 'PEN', amount: '75000', term: m(36), frequency: 'maturity' }),
    );
    expect(mutuo.footnotes[1]).toBe(
      '(2) Calculado a una tasa de 11\u00a0% anual, con un solo pago al vencimiento neto de la retención de 5\u00a0% de impuesto a la renta.',
    );
    expect(mutuo.footnotes).toContain(
      '(3) El capital invertido se devuelve al vencimiento y no está incluido en los pagos.',
    );
  });
});

describe('minimum amounts (R5)', () => {
  it.each([
    [1, 'USD', '499.99', '499.99', '500.00', 'Monto mínimo de inversión $\u00a0500'],
    [1, 'PEN', '999', '999.00', '1000.00', 'Monto mínimo de inversión S/\u00a01,000'],
    [3, 'USD', '69999.99', '69999.99', '70000.00', 'Monto mínimo de inversión $\u00a070,000'],
    [3, 'PEN', '249999', '249999.00', '250000.00', 'Monto mínimo de inversión S/\u00a0250,000'],
    [4, 'USD', '19999.99', '19999.99', '20000.00', 'Monto mínimo de inversión $\u00a050,000'],
    [4, 'PEN', '74999', '74999.00', '75000.00', 'Monto mínimo de inversión S/\u00a0200,000'],
  ] as const)(
    'product %s in %s: %s is below the minimum',
    (product, currency, amount, shown, minimum, message) => {
      expect(simulate({ product, currency, amount, term: m(12) })).toEqual({
        status: 'below-minimum',
        product,
        currency,
        amount: shown,
        minimum,
        message,
      });
    },
  );

  it.each([
    [1, 'USD', '500'],
    [1, 'PEN', '1000'],
    [3, 'USD', '70000'],
    [3, 'PEN', '250000'],
    [4, 'USD', '20000'],
    [4, 'PEN', '75000'],
  ] as const)('product %s in %s: exactly %s is accepted', (product, currency, amount) => {
    expect(simulate({ product, currency, amount, term: m(12) }).status).toBe('ok');
  });

  it('Mutuo checks 20,000 / 75,000 although its messages name $\u00a050,000 / S/\u00a0200,000', () => {
    expect(simulate({ product: 4, currency: 'USD', amount: '49999', term: m(12) }).status).toBe('ok');
    expect(simulate({ product: 4, currency: 'PEN', amount: '199999', term: m(12) }).status).toBe('ok');
  });

  it('an empty-looking amount of 0 is below the minimum, not an error', () => {
    const r = simulate({ product: 1, currency: 'PEN', amount: '0', term: m(12) });
    expect(r).toMatchObject({ status: 'below-minimum', message: 'Monto mínimo de inversión S/\u00a01,000' });
  });

  it('every message begins with the R5 wording', () => {
    for (const product of [1, 3, 4] as const) {
      for (const currency of ['USD', 'PEN'] as const) {
        const r = simulate({ product, currency, amount: '1', term: m(12) });
        expect(r.status === 'below-minimum' && r.message.startsWith('Monto mínimo de inversión ')).toBe(true);
      }
    }
  });

  it('product 2 has no minimum', () => {
    expect(simulate({ product: 2, currency: 'USD', amount: '1', term: d(30) }).status).toBe('ok');
  });
});

describe('bad input is a RangeError', () => {
  const good: SimulationInput = { product: 1, currency: 'PEN', amount: '10000', term: m(12) };

  it.each([
    ['Factoring 9 months', { ...good, term: m(9) }],
    ['Factoring 1 month', { ...good, term: m(1) }],
    ['Factoring 90 days', { ...good, term: d(90) }],
    ['Bono 6 months', { ...good, product: 3, amount: '250000', term: m(6) }],
    ['Mutuo 6 months (it offers 180 days)', { ...good, product: 4, amount: '75000', term: m(6) }],
    ['Mutuo 360 days (it offers 12 months)', { ...good, product: 4, amount: '75000', term: d(360) }],
    ['product 2 for 1 month', { ...good, product: 2, term: m(1) }],
    ['a term that is no object', { ...good, term: 12 as unknown as SimulatorTerm }],
  ] as const)('unknown term: %s', (_name, input) => {
    expect(() => simulate(input as SimulationInput)).toThrow(RangeError);
  });

  it.each([
    ['Factoring monthly', { ...good, frequency: 'monthly' }],
    ['Factoring at maturity', { ...good, frequency: 'maturity' }],
    ['Bono quarterly', { ...good, product: 3, amount: '250000', frequency: 'quarterly' }],
    ['Mutuo monthly', { ...good, product: 4, amount: '75000', frequency: 'monthly' }],
    ['Mutuo weekly', { ...good, product: 4, amount: '75000', frequency: 'weekly' }],
    ['Mutuo code 1 instead of its name', { ...good, product: 4, amount: '75000', frequency: 1 }],
    ['product 2 quarterly', { ...good, product: 2, term: d(30), frequency: 'quarterly' }],
  ] as const)('unknown frequency: %s', (_name, input) => {
    expect(() => simulate(input as unknown as SimulationInput)).toThrow(RangeError);
  });

  it.each(['-1', '-0.01', 'NaN', 'Infinity', 'abc', '', ' ', '1e4', '10,000', '100.001', '0x10', '1.2.3'])(
    'amount %j',
    (amount) => {
      expect(() => simulate({ ...good, amount })).toThrow(RangeError);
    },
  );

  it('an amount passed as a number', () => {
    expect(() => simulate({ ...good, amount: 10000 as unknown as string })).toThrow(RangeError);
  });

  it('an absurdly large amount (16 integer digits)', () => {
    expect(() => simulate({ ...good, amount: '1234567890123456' })).toThrow(RangeError);
  });

  it.each([0, 5, 1.5, Number.NaN])('unknown product %s', (product) => {
    expect(() => simulate({ ...good, product: product as 1 })).toThrow(RangeError);
  });

  it('unknown currency', () => {
    expect(() => simulate({ ...good, currency: 'EUR' as 'PEN' })).toThrow(RangeError);
  });

  it('a bad term is refused before the minimum is checked', () => {
    expect(() => simulate({ ...good, amount: '1', term: m(9) })).toThrow(RangeError);
  });

  it('accepts surrounding spaces and 1 or 2 decimals', () => {
    expect(ok(simulate({ ...good, amount: ' 10000.5 ' })).amount).toBe('10000.50');
  });
});
