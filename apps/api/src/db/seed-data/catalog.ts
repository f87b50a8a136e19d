import type { CurrencyCode } from '@invierte/domain';
import { seedAdminProfileIds } from './admin-profiles.ts';

/**
 * The products of requirements R3 and R9, each in PEN and USD, with the minimums of R5. `annualGrowth`
 * only shapes the demo quota-value history; it is not a promised rate.
 */
export interface SeedProduct {
  code: string;
  slug: string;
  name: string;
  type: 'factoring' | 'bono' | 'mutuo';
  simulatorValue: number | null;
  currency: CurrencyCode;
  minInvestment: string;
  startQuotaValue: string;
  annualGrowth: string;
  description: string;
  colorPrimary: string;
  colorSecondary: string;
  isPrivate?: boolean;
}

const factoringText =
  'Fondo que invierte en facturas negociables de empresas peruanas: rendimientos estables con plazos cortos.';
const bonoText =
  'Fondo de bonos corporativos de empresas medianas seleccionadas, con pagos mensuales de intereses.';
const mutuoText =
  'Préstamos respaldados por acreencias, con pagos trimestrales o al vencimiento según el plazo elegido.';

/** Where each fund's participation regulation is published (files under apps/web/public/documentos). */
export const regulationUrl = (code: string) => `/documentos/reglamento-${code.toLowerCase()}.pdf`;

export const seedProducts: SeedProduct[] = [
  { code: 'FIAMN', slug: 'factoring-soles', name: 'Factoring', type: 'factoring', simulatorValue: 1, currency: 'PEN', minInvestment: '1000.00', startQuotaValue: '125.43218760', annualGrowth: '0.095', description: factoringText, colorPrimary: '#0B5CAD', colorSecondary: '#E8F1FB' },
  { code: 'FIAME', slug: 'factoring-dolares', name: 'Factoring', type: 'factoring', simulatorValue: 1, currency: 'USD', minInvestment: '500.00', startQuotaValue: '118.27104432', annualGrowth: '0.085', description: factoringText, colorPrimary: '#0B7A55', colorSecondary: '#E6F4EE' },
  { code: 'BSMCN', slug: 'bono-select-midcap-soles', name: 'Bono Select MidCap', type: 'bono', simulatorValue: 3, currency: 'PEN', minInvestment: '250000.00', startQuotaValue: '100.00000000', annualGrowth: '0.10', description: bonoText, colorPrimary: '#6A3FB5', colorSecondary: '#F0EAFA' },
  { code: 'BSMCE', slug: 'bono-select-midcap-dolares', name: 'Bono Select MidCap', type: 'bono', simulatorValue: 3, currency: 'USD', minInvestment: '70000.00', startQuotaValue: '100.00000000', annualGrowth: '0.09', description: bonoText, colorPrimary: '#8A4FD1', colorSecondary: '#F3EDFB' },
  { code: 'MUTN', slug: 'mutuo-acreencias-soles', name: 'Mutuo Acreencias', type: 'mutuo', simulatorValue: 4, currency: 'PEN', minInvestment: '75000.00', startQuotaValue: '100.00000000', annualGrowth: '0.11', description: mutuoText, colorPrimary: '#B5561F', colorSecondary: '#FBEFE7' },
  { code: 'MUTE', slug: 'mutuo-acreencias-dolares', name: 'Mutuo Acreencias', type: 'mutuo', simulatorValue: 4, currency: 'USD', minInvestment: '20000.00', startQuotaValue: '100.00000000', annualGrowth: '0.10', description: mutuoText, colorPrimary: '#C9782A', colorSecondary: '#FCF2E6' },
  { code: 'FIAMN-LA-CALERA', slug: 'factoring-la-calera', name: 'Factoring La Calera', type: 'factoring', simulatorValue: null, currency: 'PEN', minInvestment: '50000.00', startQuotaValue: '102.50000000', annualGrowth: '0.09', description: 'Fondo privado de factoring para inversionistas invitados.', colorPrimary: '#37474F', colorSecondary: '#ECEFF1', isPrivate: true },
];

/** Collection accounts of the fund manager, per currency (fictional numbers). */
export const seedFundAccounts = [
  { bank: 'Banco de Crédito del Perú', currency: 'PEN', accountNumber: '193-2456789-0-12', cci: '002-193-002456789012-14', holder: 'Invierte SAF S.A.' },
  { bank: 'Interbank', currency: 'PEN', accountNumber: '200-3004567891', cci: '003-200-003004567891-36', holder: 'Invierte SAF S.A.' },
  { bank: 'Banco de Crédito del Perú', currency: 'USD', accountNumber: '193-2456790-1-48', cci: '002-193-002456790148-13', holder: 'Invierte SAF S.A.' },
  { bank: 'Interbank', currency: 'USD', accountNumber: '200-3004567905', cci: '003-200-003004567905-34', holder: 'Invierte SAF S.A.' },
] as const;

export const seedParameters = [
  { groupName: 'feedback-type', key: 'error', text: 'Reportar un error' },
  { groupName: 'feedback-type', key: 'suggestion', text: 'Sugerencia o mejora' },
  { groupName: 'feedback-type', key: 'question', text: 'Consulta sobre mi inversión' },
  { groupName: 'feedback-type', key: 'operation', text: 'Problema con una operación' },
  { groupName: 'feedback-type', key: 'other', text: 'Otro motivo' },
];

export const seedOperators = [
  { name: 'Lucía Fernández', calendlyUrl: 'https://calendly.com/invierte-asesoria/lucia-fernandez' },
  { name: 'Diego Paredes', calendlyUrl: 'https://calendly.com/invierte-asesoria/diego-paredes' },
];

export interface SeedUser {
  email: string;
  password: string;
  name: string;
  lastName: string;
  secondLastName: string;
  documentNumber: string;
  profile: 'ADMIN' | 'PARTICIPE' | 'INTERESADO';
  /** An administrator's admin profile (its roles give the permissions). */
  adminProfileId?: string;
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
  { email: 'admin@invierte.pe', password: 'Admin2026', name: 'Ana', lastName: 'Torres', secondLastName: 'Vega', documentNumber: '40000001', profile: 'ADMIN', adminProfileId: seedAdminProfileIds.superAdmin, firstLogin: false, affluent: false, movements: [] },
  // A second administrator: the deposit approval that credits quotas needs two people (maker-checker).
  // Operations profile: quota values, rescues, reconciliation, and confirming a deposit approval.
  { email: 'operaciones@invierte.pe', password: 'Admin2026', name: 'Jorge', lastName: 'Salas', secondLastName: 'Paredes', documentNumber: '40000005', profile: 'ADMIN', adminProfileId: seedAdminProfileIds.operations, firstLogin: false, affluent: false, movements: [] },
  // One account for each other seeded profile, so every role of the back office can be tried out.
  { email: 'cumplimiento@invierte.pe', password: 'Admin2026', name: 'Rosa', lastName: 'Huamán', secondLastName: 'Ríos', documentNumber: '40000006', profile: 'ADMIN', adminProfileId: seedAdminProfileIds.compliance, firstLogin: false, affluent: false, movements: [] },
  { email: 'atencion@invierte.pe', password: 'Admin2026', name: 'Carlos', lastName: 'Ramos', secondLastName: 'Soto', documentNumber: '40000007', profile: 'ADMIN', adminProfileId: seedAdminProfileIds.support, firstLogin: false, affluent: false, movements: [] },
  { email: 'auditoria@invierte.pe', password: 'Admin2026', name: 'Elena', lastName: 'Castro', secondLastName: 'Díaz', documentNumber: '40000008', profile: 'ADMIN', adminProfileId: seedAdminProfileIds.auditor, firstLogin: false, affluent: false, movements: [] },
  // He holds quotas in two funds, so he is a PARTICIPE, as every holder is (docs/business-rules.md,
  // "Who is a participant"); his address keeps the name it had before that rule.
  {
    email: 'interesado@invierte.pe', password: 'Demo2026', name: 'Luis', lastName: 'Quispe', secondLastName: 'Mamani', documentNumber: '40000002', profile: 'PARTICIPE', firstLogin: false, affluent: false,
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
  // Her request's deposit waits in verification (seed-story.ts), so the back office has one to decide.
  { email: 'verificacion@invierte.pe', password: 'Demo2026', name: 'Rocío', lastName: 'Vargas', secondLastName: 'Tello', documentNumber: '40000009', profile: 'INTERESADO', firstLogin: false, affluent: false, movements: [] },
  // Her first investment is approved and a rescue of part of it waits for its payment (seed-story.ts),
  // so the rescue desk has one to pay; the approval makes her a participant.
  { email: 'rescate@invierte.pe', password: 'Demo2026', name: 'Patricia', lastName: 'Medina', secondLastName: 'Salazar', documentNumber: '40000010', profile: 'INTERESADO', firstLogin: false, affluent: false, movements: [] },
  // He asked to cancel his request after depositing (seed-story.ts), so support's queue has one to carry out.
  { email: 'anulacion@invierte.pe', password: 'Demo2026', name: 'Jorge', lastName: 'Paredes', secondLastName: 'Quispe', documentNumber: '40000011', profile: 'INTERESADO', firstLogin: false, affluent: false, movements: [] },
];
