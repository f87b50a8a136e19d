import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoute, success } from '../../../lib/test-utils';
import QuestionPage from './QuestionPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const progress = (answers: Record<string, string>, extra: object = {}) =>
  success({ answers, completed: false, investorProfile: null, nextStep: 'two', ...extra });

describe('QuestionPage', () => {
  it('posts the chosen answer and goes on to the next question', async () => {
    const api = fakeApi({
      'GET /api/user/question': () => progress({ goal: 'grow' }),
      'POST /api/user/question': () => progress({ goal: 'grow', horizon: '1to3y' }, { nextStep: 'three' }),
    });
    renderRoute(<QuestionPage />, '/questions/two', '/questions/two');

    await screen.findByText('¿Por cuánto tiempo piensas mantener tu inversión?');
    expect(screen.getByText('Pregunta 2 de 6')).toBeTruthy();
    const next = screen.getByTestId('question-next') as HTMLButtonElement;
    expect(next.disabled).toBe(true);

    fireEvent.click(screen.getByLabelText('Entre 1 y 3 años'));
    fireEvent.click(next);

    expect((await screen.findByTestId('location')).textContent).toBe('/questions/three');
    expect(api.calls('POST /api/user/question').map((call) => call.body)).toEqual([
      { questionKey: 'horizon', answerKey: '1to3y' },
    ]);
  });

  it('preselects the saved answer after a reload', async () => {
    fakeApi({
      'GET /api/user/question': () => progress({ goal: 'grow', horizon: 'gt3y' }, { nextStep: 'three' }),
    });
    renderRoute(<QuestionPage />, '/questions/two', '/questions/two');
    const saved = (await screen.findByLabelText('Más de 3 años')) as HTMLInputElement;
    expect(saved.checked).toBe(true);
    expect((screen.getByTestId('question-next') as HTMLButtonElement).disabled).toBe(false);
  });

  it('does not let a later question be answered before an earlier one', async () => {
    fakeApi({ 'GET /api/user/question': () => progress({ goal: 'grow' }) });
    renderRoute(<QuestionPage />, '/questions/five', '/questions/five');
    expect((await screen.findByTestId('location')).textContent).toBe('/questions/two');
  });

  it('shows the investor profile after the sixth answer', async () => {
    const five = { goal: 'grow', horizon: 'gt3y', risk: 'hold', experience: 'funds', income: '8to20k' };
    fakeApi({
      'GET /api/user/question': () => progress(five, { nextStep: 'six' }),
      'POST /api/user/question': () =>
        progress(
          { ...five, wealth: 'lt10' },
          { completed: true, investorProfile: 'ARRIESGADO', nextStep: null },
        ),
    });
    renderRoute(<QuestionPage />, '/questions/six', '/questions/six');
    fireEvent.click(await screen.findByLabelText('Menos del 10 %'));
    fireEvent.click(screen.getByTestId('question-next'));
    await screen.findByText('Tu perfil de inversionista es: Arriesgado');
    await waitFor(() => expect(screen.getByTestId('result-continue').textContent).toBe('Ir a mi portafolio'));
  });
});
