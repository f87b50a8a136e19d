import { z } from 'zod';

/**
 * Step 2 of the onboarding (requirements R2 step-2/documents, R7 signing/* calls): the generated contract and
 * annexes, the investor's acceptance of each, the one-time-code signature and its evidence
 * certificate. Rules and readings: docs/onboarding.md "Step 2: contract and signature".
 */

const onboardingId = z.uuid({ error: 'La solicitud no es válida.' });

/** Body of create-contract and download-contract. */
export const signingOnboardingBody = z.object({ onboardingId });

export const downloadDocumentBody = z.object({
  onboardingId,
  /** One of the documents listed by GET signing/{id}; the contract when left out. */
  fileId: z.uuid({ error: 'El documento no es válido.' }).optional(),
});

/** A one-time code: six digits, as the e-mail shows it. */
export const signingCode = z
  .string({ error: 'Ingresa el código de 6 dígitos.' })
  .trim()
  .regex(/^\d{6}$/, 'Ingresa el código de 6 dígitos.');

export const sendContractBody = z.object({ onboardingId, code: signingCode });

/** POST {id}/send-keynua: the built-in signer's answer to the provider call (token from keynua-contract-token). */
export const sendKeynuaBody = z.object({
  code: signingCode,
  token: z.string({ error: 'El enlace de firma no es válido.' }).min(1).max(512),
});

/** POST {id}/contracts: the documents the investor read and accepted, by id (every listed one). */
export const acceptDocumentsBody = z.object({
  documentIds: z
    .array(z.uuid({ error: 'El documento no es válido.' }))
    .min(1, 'Acepta los documentos antes de firmar.')
    .max(10),
});

export const signingDocumentKinds = ['CONTRACT', 'ANNEX', 'CERTIFICATE'] as const;
export type SigningDocumentKind = (typeof signingDocumentKinds)[number];

export const signingDocument = z.object({
  id: z.uuid(),
  kind: z.enum(signingDocumentKinds),
  /** The title the screen shows ("Contrato de participación"). */
  title: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  generatedAt: z.string(),
  /** When the investor accepted it (POST {id}/contracts); null until then, and for the certificate. */
  acceptedAt: z.string().nullable(),
});
export type SigningDocument = z.infer<typeof signingDocument>;

export const signingView = z.object({
  onboardingId: z.uuid(),
  state: z.string(),
  contractState: z.string(),
  /** The contract generation shown (1, 2… a regenerated contract is a new one); null before the first. */
  generation: z.number().int().nullable(),
  documents: z.array(signingDocument),
  signature: z
    .object({
      status: z.enum(['PENDING', 'SIGNED', 'VOID']),
      provider: z.string(),
      signedAt: z.string().nullable(),
      certificateFileId: z.uuid().nullable(),
    })
    .nullable(),
  /** The one-time code: sends left in the current 15-minute window and when the next one is allowed. */
  code: z.object({ sendsLeft: z.number().int(), nextSendAt: z.string().nullable() }),
});
export type SigningView = z.infer<typeof signingView>;

export const contractTokenResponse = z.object({ token: z.string(), expiresAt: z.string() });

export const documentCheck = z.object({
  fileId: z.uuid(),
  kind: z.string(),
  fileName: z.string(),
  expectedSha256: z.string(),
  actualSha256: z.string().nullable(),
  matches: z.boolean(),
});
export type DocumentCheck = z.infer<typeof documentCheck>;

/** Resend limit of the signing code (requirements R7.2 leave it open; docs/onboarding.md step 2). */
export const SIGNING_CODE_MAX_SENDS = 3;
export const SIGNING_CODE_WINDOW_MS = 15 * 60_000;

export const signingMessages = {
  notGenerated: 'Primero genera tus documentos.',
  acceptFirst: 'Lee y acepta cada documento antes de firmar.',
  acceptAll: 'Acepta todos los documentos listados.',
  badCode: 'El código no es correcto o ya venció. Revisa tu correo o pide uno nuevo.',
  tampered:
    'El contrato guardado no coincide con el que generamos, así que no podemos firmarlo. Vuelve a generar tus documentos.',
  tokenInvalid: 'El enlace de firma venció o no corresponde a tu contrato. Vuelve a cargar la página.',
  documentMissing: 'No encontramos el documento.',
  tooManySends: (time: string) =>
    `Ya te enviamos 3 códigos en los últimos 15 minutos. Podrás pedir otro a las ${time} (hora de Lima).`,
};
