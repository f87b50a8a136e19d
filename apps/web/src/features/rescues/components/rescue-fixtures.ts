import type { CanRescue, CustomerBankAccount, RescueCalculation, RescueView } from '@invierte/domain';

/** Answers of the rescue calls for component tests. */
export const limits: CanRescue['products'][number] = {
  productId: 'p-bono',
  productName: 'Bono Select MidCap',
  currency: { code: 'PEN', symbol: 'S/' },
  quotaValue: '110.00000000',
  quotaValueDate: '2026-11-23',
  applicableDay: '2026-11-23',
  availableQuotas: '100.00000000',
  quarter: '2026-Q4',
  capRemainingQuotas: '50.00000000',
  capRemainingAmount: '5500.00',
  maxQuotas: '50.00000000',
  maxAmount: '5500.00',
  canRescue: true,
};

export const account: CustomerBankAccount = {
  id: 'acc-1',
  bank: 'BCP',
  bankName: 'Banco de Crédito del Perú (BCP)',
  accountType: 'AHORROS',
  accountTypeName: 'Ahorros',
  currency: 'PEN',
  accountNumber: '1934567890123',
  cci: '00219300456789012317',
  isDefault: true,
  status: 'ACTIVE',
  inUse: false,
  createdAt: '2026-11-01T10:00:00.000Z',
};

export const calculation = (over: Partial<RescueCalculation> = {}): RescueCalculation => ({
  ...limits,
  fits: true,
  quotas: '9.09090910',
  amount: '1000.00',
  message: null,
  ...over,
});

export const rescue: RescueView = {
  id: 'r-1',
  productId: 'p-bono',
  productName: 'Bono Select MidCap',
  currency: { code: 'PEN', symbol: 'S/' },
  quotas: '9.09090910',
  quotaValue: '110.00000000',
  quotaValueDate: '2026-11-23',
  amount: '1000.00',
  status: 'PENDING',
  bankAccount: { id: 'acc-1', bankName: 'Banco de Crédito del Perú (BCP)', accountNumber: '•••• 0123' },
  requestedAt: '2026-11-24T15:00:00.000Z',
  resolvedAt: null,
  rejectionReason: null,
};
