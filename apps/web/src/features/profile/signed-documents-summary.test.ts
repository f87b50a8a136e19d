import type { CustomerContract } from '@invierte/domain';
import { expect, it } from 'vitest';
import { signedDocumentsSummary } from './signed-documents-summary';

const doc = (kind: CustomerContract['kind'], signed = true): CustomerContract => ({
  id: `${kind}-${Math.random()}`,
  onboardingId: signed ? 'o1' : 'o2',
  productName: 'Bono Select MidCap',
  kind,
  title: kind,
  fileName: `${kind}.pdf`,
  createdAt: '2026-01-05T01:31:00.000Z',
  signed,
  signedAt: signed ? '2026-01-05T01:47:00.000Z' : null,
});

it('counts and names each kind of a signed request’s documents', () => {
  const documents = [doc('CONTRACT'), doc('ANNEX'), doc('ANNEX'), doc('CERTIFICATE'), doc('CONTRACT', false)];
  expect(signedDocumentsSummary(documents)).toBe('1 contrato, 2 anexos y 1 certificado.');
});

it('joins two kinds with "y" and names one kind alone', () => {
  expect(signedDocumentsSummary([doc('CONTRACT'), doc('CONTRACT'), doc('CERTIFICATE')])).toBe(
    '2 contratos y 1 certificado.',
  );
  expect(signedDocumentsSummary([doc('CONTRACT')])).toBe('1 contrato.');
});

it('says there is nothing signed yet when only unsigned documents exist', () => {
  expect(signedDocumentsSummary([doc('CONTRACT', false), doc('ANNEX', false)])).toBe(
    'Aún no tienes contratos firmados.',
  );
});
