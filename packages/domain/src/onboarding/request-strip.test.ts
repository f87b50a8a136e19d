import { describe, expect, it } from 'vitest';
import { requestStrip, type OpenRequest } from './request-strip.ts';
import { contractStates, onboardingStates, finalOnboardingStates } from './states.ts';
import { waitingNoticeDefaults, waitingNoticeTexts } from './waiting-notices.ts';

const open = (state: OpenRequest['state'], contractState: OpenRequest['contractState'] = 'PENDING') =>
  requestStrip({ onboardingId: 'ob-1', productName: 'Factoring', state, contractState });

describe('requestStrip', () => {
  it('sends her to what she must do next, with the link to that step', () => {
    expect(open('IN_PROGRESS')?.action).toEqual({ label: 'Completar mis datos', path: '/onboarding/ob-1' });
    expect(open('PENDING_SIGNATURE', 'GENERATED')).toMatchObject({
      tone: 'warning',
      title: 'Tu contrato de Factoring está listo para firmar.',
      action: { label: 'Firmar mi contrato', path: '/onboarding/ob-1/step-2/documents' },
    });
    expect(open('PENDING_SIGNATURE', 'REJECTED')).toMatchObject({
      title: 'No pudimos validar la firma de tu contrato de Factoring.',
      action: { label: 'Firmar de nuevo', path: '/onboarding/ob-1/step-2/documents' },
    });
    expect(open('PENDING_DEPOSIT', 'APPROVED')).toEqual({
      tone: 'warning',
      title: 'Ya puedes hacer tu depósito para Factoring.',
      text: 'Transfiere el monto de tu inversión y envíanos el comprobante.',
      waiting: null,
      action: { label: 'Hacer mi depósito', path: '/onboarding/ob-1/step-3/deposit' },
    });
    expect(open('CANCELED_BY_QUOTA_VALUE_CHANGE')).toMatchObject({
      text: 'Confirma o cancela tu solicitud para continuar.',
      action: { path: '/onboarding/ob-1' },
    });
  });

  it('says what she waits for, and which waiting text tells how long', () => {
    expect(open('WAITING_FOR_APPROVAL', 'SIGNED')).toMatchObject({
      tone: 'info',
      title: 'Tu solicitud de Factoring está pendiente de aprobación.',
      waiting: 'SIGNATURE_REVIEW',
    });
    expect(open('IN_VERIFICATION', 'APPROVED')).toMatchObject({
      title: 'Estamos verificando tu transferencia de Factoring.',
      waiting: 'DEPOSIT_VERIFICATION',
      action: { label: 'Ver movimientos', path: '/portafolio/movimientos' },
    });
    expect(open('ON_HOLD')).toMatchObject({ waiting: 'REQUEST_REVIEW', action: null });
    expect(open('ON_HOLD')?.title).not.toMatch(/restring/i);
    expect(open('WAITING_FOR_CANCEL', 'APPROVED')).toMatchObject({ waiting: 'CANCEL_REQUEST', action: null });
  });

  it('has a strip for every open request in every contract state, and none for one that is over', () => {
    for (const state of onboardingStates)
      for (const contract of contractStates) {
        const strip = open(state, contract);
        if ((finalOnboardingStates as readonly string[]).includes(state)) expect(strip, state).toBeNull();
        else {
          expect(strip?.title, state).toContain('Factoring');
          // Where she has something to do, there is a link to it.
          if (strip?.tone === 'warning') expect(strip.action, state).not.toBeNull();
          else expect(strip?.waiting, state).not.toBeNull();
        }
      }
  });
});

describe('waitingNoticeTexts', () => {
  it('keeps the back office’s texts and fills the rest with the defaults; a blank one is the default', () => {
    const texts = waitingNoticeTexts({
      RESCUE_PAYMENT: 'Pagamos en 24 horas hábiles.',
      CANCEL_REQUEST: '  ',
    });
    expect(texts.RESCUE_PAYMENT).toBe('Pagamos en 24 horas hábiles.');
    expect(texts.CANCEL_REQUEST).toBe(waitingNoticeDefaults.CANCEL_REQUEST.text);
    expect(texts.SIGNATURE_REVIEW).toBe(waitingNoticeDefaults.SIGNATURE_REVIEW.text);
  });
});
