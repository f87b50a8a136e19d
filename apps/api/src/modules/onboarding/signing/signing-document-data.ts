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
  investor: {
    fullName: string;
    documentType: string;
    documentNumber: string;
    email: string;
    phone: string;
    nationality: string;
    maritalStatus: string;
    birthDate: string;
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
  product: { name: string; currency: string; symbol: string; regulationUrl: string | null };
  investment: { amount: string; quotaValue: string; quotaValueDate: string; quotaNumber: string };
  bankAccount: { bank: string; accountType: string; currency: string; accountNumber: string; cci: string };
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
