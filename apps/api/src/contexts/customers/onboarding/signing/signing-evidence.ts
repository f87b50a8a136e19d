import type { OnboardingState } from '@invierte/domain';
import type { Db } from '../../../../db/client.ts';
import type { ClientInfo } from '../../../../shared/client-info.ts';
import { onboardingRepository } from '../onboarding.repository.ts';
import { signingRepository } from './signing.repository.ts';

/** What happened around one signature, kept in `onboarding_events` and in the signature's evidence. */
export type SigningEventType =
  | 'SIGNING_CODE_SENT'
  | 'SIGNING_CODE_REFUSED'
  | 'SIGNING_CODE_LIMITED'
  | 'SIGNING_CODE_VERIFIED'
  | 'SIGNING_DOCUMENTS_ACCEPTED'
  | 'SIGNING_HASH_MISMATCH'
  | 'SIGNING_CERTIFICATE_ISSUED'
  | 'SIGNING_PROVIDER_CALLBACK';

export interface EvidenceEvent {
  type: SigningEventType;
  at: string;
  ip: string | null;
  userAgent: string | null;
  detail?: Record<string, unknown>;
}

export interface SignatureEvidence {
  /** The documents signed together, as recorded when they were generated. */
  documents: Array<{
    fileId: string;
    kind: string;
    title: string;
    fileName: string;
    size: number;
    sha256: string;
  }>;
  /** fileId → when and from where the investor accepted it. */
  acceptances: Record<string, { at: string; ip: string | null; userAgent: string | null }>;
  events: EvidenceEvent[];
  [key: string]: unknown;
}

export function evidenceOf(raw: Record<string, unknown>): SignatureEvidence {
  return {
    ...raw,
    documents: Array.isArray(raw.documents) ? (raw.documents as SignatureEvidence['documents']) : [],
    acceptances:
      raw.acceptances && typeof raw.acceptances === 'object'
        ? (raw.acceptances as SignatureEvidence['acceptances'])
        : {},
    events: Array.isArray(raw.events) ? (raw.events as EvidenceEvent[]) : [],
  };
}

export interface SigningEventInput {
  onboardingId: string;
  state: OnboardingState;
  signatureId: string;
  type: SigningEventType;
  actorUserId: string | null;
  client: ClientInfo | null;
  at: Date;
  detail?: Record<string, unknown>;
  /** Extra evidence fields to merge (acceptances). */
  patch?: (evidence: SignatureEvidence) => SignatureEvidence;
}

/**
 * Writes one signing event twice, inside the caller's transaction: as an `onboarding_events` row
 * (state unchanged) and appended to the signature's evidence, so the certificate and the audit
 * trail tell the same story. The signature row is locked while its evidence is rewritten.
 */
export async function recordSigningEvent(tx: Db, input: SigningEventInput): Promise<SignatureEvidence> {
  const signature = await signingRepository.lockSignature(tx, input.signatureId);
  if (!signature) throw new Error(`signature ${input.signatureId} is missing`);
  const event: EvidenceEvent = {
    type: input.type,
    at: input.at.toISOString(),
    ip: input.client?.ip ?? null,
    userAgent: input.client?.userAgent ?? null,
    ...(input.detail ? { detail: input.detail } : {}),
  };
  let evidence = evidenceOf(signature.evidence);
  evidence = { ...evidence, events: [...evidence.events, event] };
  if (input.patch) evidence = input.patch(evidence);
  await signingRepository.setEvidence(tx, signature.id, evidence);
  await onboardingRepository.insertEvent(tx, {
    onboardingId: input.onboardingId,
    actorUserId: input.actorUserId,
    event: input.type,
    fromState: input.state,
    toState: input.state,
    part: null,
    data: { signatureId: signature.id, ...(input.detail ?? {}) },
    ip: event.ip,
    userAgent: event.userAgent,
    createdAt: input.at,
  });
  return evidence;
}
