import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  failure,
  fakeApi,
  findOption,
  renderRoute,
  success,
  type FakeResponse,
} from '../../../lib/test-utils';
import FeedbackDialog from './FeedbackDialog';

const REQUIRED = 'No puede estar vacío';
const types = [
  { key: 'error', text: 'Reportar un error' },
  { key: 'suggestion', text: 'Sugerencia o mejora' },
];

const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const sendButton = () => screen.getByTestId('feedback-send') as HTMLButtonElement;

function setUp(send: (init: RequestInit) => FakeResponse = () => success({ id: 'f1', files: 0 })) {
  const api = fakeApi({
    'GET /api/parameters/group/feedback-type': () => success(types),
    'POST /api/feedback': send,
  });
  const onClose = vi.fn();
  renderRoute(<FeedbackDialog onClose={onClose} />, '/portafolio');
  return { api, onClose };
}

async function fillValidForm() {
  expect(await findOption('Reportar un error')).toBeTruthy();
  fireEvent.change(field('feedback-reason'), { target: { value: 'error' } });
  fireEvent.change(field('feedback-comment'), { target: { value: 'El gráfico no carga en mi celular.' } });
  await waitFor(() => expect(sendButton().disabled).toBe(false));
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Feedback dialog: validation', () => {
  it('keeps "Enviar a soporte" disabled and says "No puede estar vacío" for reason and comment', async () => {
    setUp();
    expect(await findOption('Sugerencia o mejora')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);

    fireEvent.blur(field('feedback-reason'));
    fireEvent.blur(field('feedback-comment'));
    await waitFor(() => expect(screen.getAllByText(REQUIRED)).toHaveLength(2));
    expect(sendButton().disabled).toBe(true);

    // A comment of spaces is still empty.
    fireEvent.change(field('feedback-reason'), { target: { value: 'suggestion' } });
    fireEvent.change(field('feedback-comment'), { target: { value: '   ' } });
    await waitFor(() => expect(screen.getAllByText(REQUIRED)).toHaveLength(1));
    expect(sendButton().disabled).toBe(true);

    fireEvent.change(field('feedback-comment'), { target: { value: 'Sería útil ver mis pagos por mes.' } });
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    expect(screen.queryByText(REQUIRED)).toBeNull();
  });

  it('keeps the reason list in localStorage and reuses it without asking the API again', async () => {
    const { api } = setUp();
    expect(await findOption('Reportar un error')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('feedbackType') ?? '[]')).toEqual(types);
    cleanup();

    renderRoute(<FeedbackDialog onClose={() => {}} />, '/portafolio');
    expect(await findOption('Reportar un error')).toBeTruthy();
    expect(api.calls('GET /api/parameters/group/feedback-type')).toHaveLength(1);
  });
});

describe('Feedback dialog: leaving', () => {
  it('closes at once when nothing was entered', async () => {
    const { onClose } = setUp();
    fireEvent.click(screen.getByTestId('feedback-exit'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('¿Estás seguro de querer salir?')).toBeNull();
  });

  it('asks before losing what was entered: CANCELAR keeps it, SALIR leaves', async () => {
    const { onClose } = setUp();
    fireEvent.change(field('feedback-comment'), { target: { value: 'Borrador importante' } });

    fireEvent.click(screen.getByTestId('feedback-exit'));
    const confirm = await screen.findByRole('dialog', { name: '¿Estás seguro de querer salir?' });
    expect(within(confirm).getByText('Si sales, perderás la información ingresada')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'CANCELAR' }));
    await waitFor(() => expect(screen.queryByText('Si sales, perderás la información ingresada')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(field('feedback-comment').value).toBe('Borrador importante');

    // The dialog's own close icon is leaving too.
    const [closeIcon] = screen.getAllByRole('button', { name: 'Cerrar' });
    fireEvent.click(closeIcon as HTMLElement);
    const again = await screen.findByRole('dialog', { name: '¿Estás seguro de querer salir?' });
    fireEvent.click(within(again).getByRole('button', { name: 'SALIR' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('Feedback dialog: sending', () => {
  it('sends reason and comment as multipart, thanks, and OK closes', async () => {
    const { api, onClose } = setUp();
    await fillValidForm();
    fireEvent.click(sendButton());

    await screen.findByText('¡Gracias por tu feedback!');
    const [call] = api.calls('POST /api/feedback');
    const body = call?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('reason')).toBe('error');
    expect(body.get('comment')).toBe('El gráfico no carga en mi celular.');
    expect(body.getAll('files[]')).toEqual([]);

    fireEvent.click(screen.getByTestId('feedback-ok'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the first message of the error list in a dialog and keeps the form', async () => {
    setUp(() =>
      failure(400, 'VALIDATION_ERROR', 'Revisa los datos.', [
        { field: 'body.files', message: '«recibo.png» no es una imagen JPG o PNG.' },
        { field: 'body.comment', message: 'Otro mensaje' },
      ]),
    );
    await fillValidForm();
    fireEvent.click(sendButton());

    const dialog = await screen.findByRole('dialog', { name: 'No pudimos enviar tu feedback' });
    expect(within(dialog).getByText('«recibo.png» no es una imagen JPG o PNG.')).toBeTruthy();
    expect(within(dialog).queryByText('Otro mensaje')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByText('No pudimos enviar tu feedback')).toBeNull());
    expect(field('feedback-comment').value).toBe('El gráfico no carga en mi celular.');
  });
});
