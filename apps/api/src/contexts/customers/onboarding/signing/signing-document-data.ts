/**
 * What the step-2 PDFs are written from: plain, structured-cloneable data, so the rendering can run
 * on a work-pool thread (decision 0011). Built from the investor's saved onboarding parts by
 * collect-contract-data.ts; the certificate's from the signature row.
 */

export interface ContractData {
  onboardingId: string;
  generation: number;
  /** ISO instant of the generation. */
  generatedAt: string;
  /** The fund manager, the other party: legal name and RUC (configuration). */
  manager: { name: string; ruc: string };
  investor: {
    fullName: string;
    /** The document type as the screens name it ("DNI", "Carné de extranjería"). */
    documentType: string;
    documentNumber: string;
    /** 'F' or 'M' as declared, '' when unknown: it only chooses "identificada" or "identificado". */
    gender: string;
    email: string;
    phone: string;
    /** Country names and places by name, never their codes. */
    nationality: string;
    maritalStatus: string;
    /** YYYY-MM-DD. */
    birthDate: string;
    birthPlace: string;
    address: string;
    occupation: string;
    employer: string;
    jobTitle: string;
    incomeSource: string;
    isPep: boolean;
    pepPosition: string;
    pepInstitution: string;
    hasPepRelatives: boolean;
    pepRelatives: number;
    moneyIsOwn: boolean;
    moneyOwner: string;
    isFinalBeneficiary: boolean;
  };
  product: {
    name: string;
    currency: string;
    /** "soles" or "dólares". */
    currencyName: string;
    symbol: string;
    /** The participation regulation's title and full address; null while the fund has none. */
    regulation: { title: string; url: string } | null;
  };
  /** Decimal strings; quotaValueDate is YYYY-MM-DD. */
  investment: { amount: string; quotaValue: string; quotaValueDate: string; quotaNumber: string };
  /** accountType in lower case ("cuenta de ahorros"); currencyName "soles" or "dólares". */
  bankAccount: {
    bank: string;
    accountType: string;
    currencyName: string;
    accountNumber: string;
    cci: string;
  };
}

/** The three documents generated for signature, in the order the investor reads them. */
export const contractDocuments = [
  {
    key: 'contract',
    kind: 'CONTRACT',
    title: 'Contrato de participación',
    fileName: 'contrato-de-participacion.pdf',
  },
  {
    key: 'key-facts',
    kind: 'ANNEX',
    title: 'Anexo 1: Hoja resumen y riesgos del fondo',
    fileName: 'anexo-1-hoja-resumen-y-riesgos.pdf',
  },
  {
    key: 'declaration',
    kind: 'ANNEX',
    title: 'Anexo 2: Declaración de origen de fondos y datos del partícipe',
    fileName: 'anexo-2-declaracion-de-origen-de-fondos.pdf',
  },
] as const;
export type ContractDocumentKey = (typeof contractDocuments)[number]['key'];

export interface CertificateData {
  onboardingId: string;
  signatureId: string;
  investorName: string;
  investorDocument: string;
  investorEmail: string;
  productName: string;
  documents: Array<{ title: string; fileName: string; sha256: string; size: number }>;
  /** ISO instant. */
  signedAt: string;
  ip: string;
  userAgent: string;
  provider: string;
  /** The code's sends, failures and success, and the acceptances, oldest first. */
  events: Array<{ at: string; text: string }>;
}
