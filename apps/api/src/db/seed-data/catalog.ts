import type { CurrencyCode } from '@invierte/domain';

/**
 * The products of SPEC.md §3 and §9, each in PEN and USD, with the minimums of §5. `annualGrowth`
 * only shapes the demo quota-value history; it is not a promised rate.
 */
export interface SeedProduct {
  code: string;
  slug: string;
  name: string;
  type: 'factoring' | 'bono' | 'mutuo';
  simulatorValue: number;
  currency: CurrencyCode;
  minInvestment: string;
  startQuotaValue: string;
  annualGrowth: string;
}

export const seedProducts: SeedProduct[] = [
  { code: 'FIAMN', slug: 'factoring-soles', name: 'Factoring', type: 'factoring', simulatorValue: 1, currency: 'PEN', minInvestment: '1000.00', startQuotaValue: '125.43218760', annualGrowth: '0.095' },
  { code: 'FIAME', slug: 'factoring-dolares', name: 'Factoring', type: 'factoring', simulatorValue: 1, currency: 'USD', minInvestment: '500.00', startQuotaValue: '118.27104432', annualGrowth: '0.085' },
  { code: 'BSMCN', slug: 'bono-select-midcap-soles', name: 'Bono Select MidCap', type: 'bono', simulatorValue: 3, currency: 'PEN', minInvestment: '250000.00', startQuotaValue: '100.00000000', annualGrowth: '0.10' },
  { code: 'BSMCE', slug: 'bono-select-midcap-dolares', name: 'Bono Select MidCap', type: 'bono', simulatorValue: 3, currency: 'USD', minInvestment: '70000.00', startQuotaValue: '100.00000000', annualGrowth: '0.09' },
  { code: 'MUTN', slug: 'mutuo-acreencias-soles', name: 'Mutuo Acreencias', type: 'mutuo', simulatorValue: 4, currency: 'PEN', minInvestment: '75000.00', startQuotaValue: '100.00000000', annualGrowth: '0.11' },
  { code: 'MUTE', slug: 'mutuo-acreencias-dolares', name: 'Mutuo Acreencias', type: 'mutuo', simulatorValue: 4, currency: 'USD', minInvestment: '20000.00', startQuotaValue: '100.00000000', annualGrowth: '0.10' },
];

export interface SeedUser {
  email: string;
  password: string;
  name: string;
  lastName: string;
  secondLastName: string;
  documentNumber: string;
  profile: 'ADMIN' | 'PARTICIPE' | 'INTERESADO';
  firstLogin: boolean;
  affluent: boolean;
  /** Approved movements: product slug, days before today, and an amount (subscription) or quotas (rescue). */
  movements: Array<
    | { kind: 'SUBSCRIPTION'; slug: string; daysAgo: number; amount: string }
    | { kind: 'RESCUE'; slug: string; daysAgo: number; quotas: string }
  >;
}

/** Demo accounts listed in the README. */
export const seedUsers: SeedUser[] = [
  { email: 'admin@invierte.pe', password: 'Admin2026', name: 'Ana', lastName: 'Torres', secondLastName: 'Vega', documentNumber: '40000001', profile: 'ADMIN', firstLogin: false, affluent: false, movements: [] },
  {
    email: 'interesado@invierte.pe', password: 'Demo2026', name: 'Luis', lastName: 'Quispe', secondLastName: 'Mamani', documentNumber: '40000002', profile: 'INTERESADO', firstLogin: false, affluent: false,
    movements: [
      { kind: 'SUBSCRIPTION', slug: 'factoring-soles', daysAgo: 300, amount: '5000.00' },
      { kind: 'SUBSCRIPTION', slug: 'factoring-soles', daysAgo: 120, amount: '2500.00' },
      { kind: 'SUBSCRIPTION', slug: 'mutuo-acreencias-dolares', daysAgo: 200, amount: '20000.00' },
    ],
  },
  {
    email: 'participe@invierte.pe', password: 'Demo2026', name: 'María', lastName: 'Rojas', secondLastName: 'Flores', documentNumber: '40000003', profile: 'PARTICIPE', firstLogin: false, affluent: true,
    movements: [
      { kind: 'SUBSCRIPTION', slug: 'bono-select-midcap-soles', daysAgo: 330, amount: '250000.00' },
      { kind: 'SUBSCRIPTION', slug: 'factoring-dolares', daysAgo: 250, amount: '1500.00' },
      { kind: 'RESCUE', slug: 'factoring-dolares', daysAgo: 60, quotas: '2.50000000' },
    ],
  },
  { email: 'nuevo@invierte.pe', password: 'Demo2026', name: 'Carlos', lastName: 'Huamán', secondLastName: 'Ríos', documentNumber: '40000004', profile: 'INTERESADO', firstLogin: true, affluent: false, movements: [] },
];
