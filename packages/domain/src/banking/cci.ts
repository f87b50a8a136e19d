/**
 * The Peruvian CCI (Código de Cuenta Interbancario), as the interbank clearing house lays it out:
 * EEE OOO CCCCCCCCCCCC DD — the bank's code, its branch (oficina), the 12-digit account field and
 * two check digits. The first check digit covers bank + branch, the second the account field; each
 * weighs the digits 1, 2, 1, 2… from the left, adds the digits of every product (12 counts 1 + 2)
 * and takes what the sum lacks to reach the next ten.
 */

/** The clearing-house code of each bank in the catalogue (parameter group `bank`), by its key. */
export const cciBankCodes: Readonly<Record<string, string>> = {
  BCP: '002',
  INTERBANK: '003',
  CITIBANK: '007',
  SCOTIABANK: '009',
  BBVA: '011',
  NACION: '018',
  COMERCIO: '023',
  PICHINCHA: '035',
  BANBIF: '038',
  MIBANCO: '049',
  GNB: '053',
  FALABELLA: '054',
  RIPLEY: '055',
  SANTANDER: '056',
  ALFIN: '091',
};

/** Short names for the error that says whose code a CCI carries. */
const bankNamesByCode: Readonly<Record<string, string>> = {
  '002': 'BCP',
  '003': 'Interbank',
  '007': 'Citibank',
  '009': 'Scotiabank',
  '011': 'BBVA',
  '018': 'Banco de la Nación',
  '023': 'Banco de Comercio',
  '035': 'Banco Pichincha',
  '038': 'BanBif',
  '049': 'Mibanco',
  '053': 'Banco GNB',
  '054': 'Banco Falabella',
  '055': 'Banco Ripley',
  '056': 'Banco Santander',
  '091': 'Alfin Banco',
};

export const cciMessages = {
  length: 'El CCI debe tener 20 dígitos.',
  checkDigits: 'El CCI no es válido: revisa sus dígitos de control.',
  accountNumber: 'El número de cuenta no coincide con el CCI.',
} as const;

/** The check digit of a run of digits: weights 1, 2, 1, 2… from the left, products' digits summed. */
export function cciCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const product = Number(digits[i]) * (i % 2 === 0 ? 1 : 2);
    sum += product >= 10 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** The two check digits of the first 18 digits of a CCI. */
export function cciCheckDigits(first18: string): string {
  return `${cciCheckDigit(first18.slice(0, 6))}${cciCheckDigit(first18.slice(6, 18))}`;
}

export interface CciParts {
  bankCode: string;
  branch: string;
  account: string;
  checkDigits: string;
}

export function cciParts(cci: string): CciParts {
  return {
    bankCode: cci.slice(0, 3),
    branch: cci.slice(3, 6),
    account: cci.slice(6, 18),
    checkDigits: cci.slice(18),
  };
}

/**
 * How a bank's own account number sits inside its CCI, for the banks where that is published and
 * seen on real accounts: the number starts with a fixed prefix and the branch, and its remaining
 * digits end the CCI's account field (BBVA's 20-digit form also repeats the CCI's check digits).
 */
const accountShapes: Readonly<Record<string, (account: string, cci: CciParts) => boolean>> = {
  // 13 digits (corriente: branch + 10) or 14 (ahorros: branch + 11).
  BCP: (n, c) =>
    (n.length === 13 || n.length === 14) && n.slice(0, 3) === c.branch && c.account.endsWith(n.slice(3)),
  // 13 digits: branch + 10.
  INTERBANK: (n, c) => n.length === 13 && n.slice(0, 3) === c.branch && c.account.endsWith(n.slice(3)),
  // 0011 + 0 + branch + 10 digits, optionally followed by the CCI's two check digits.
  BBVA: (n, c) =>
    (n.length === 18 || (n.length === 20 && n.slice(18) === c.checkDigits)) &&
    n.startsWith(`00110${c.branch}`) &&
    c.account === `00${n.slice(8, 18)}`,
};

/** The banks whose account number is checked against the CCI (docs/business-rules.md lists them). */
export const cciAccountCheckedBanks = Object.keys(accountShapes);

export interface CciProblem {
  field: 'cci' | 'accountNumber';
  message: string;
}

/**
 * What is wrong with a CCI for the chosen bank and account number, or null. Expects digits only
 * (the form's filter and the contract's format check run first). A bank without a known code is
 * checked for length and check digits only.
 */
export function cciProblem(bank: string, accountNumber: string, cci: string): CciProblem | null {
  if (!/^\d{20}$/.test(cci)) return { field: 'cci', message: cciMessages.length };
  const parts = cciParts(cci);
  const expected = cciBankCodes[bank];
  if (expected !== undefined && parts.bankCode !== expected) {
    const owner = bankNamesByCode[parts.bankCode];
    const chosen = bankNamesByCode[expected] ?? bank;
    return {
      field: 'cci',
      message: owner
        ? `El CCI no corresponde al banco elegido (${parts.bankCode} es ${owner}).`
        : `El CCI no corresponde al banco elegido (los CCI de ${chosen} empiezan con ${expected}).`,
    };
  }
  if (cciCheckDigits(cci) !== parts.checkDigits) return { field: 'cci', message: cciMessages.checkDigits };
  const shape = accountShapes[bank];
  if (shape && !shape(accountNumber, parts))
    return { field: 'accountNumber', message: cciMessages.accountNumber };
  return null;
}
