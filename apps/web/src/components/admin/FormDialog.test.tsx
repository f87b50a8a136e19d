import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { FormDialog, type FormDialogProps } from './FormDialog';

afterEach(cleanup);

function open(props: Partial<FormDialogProps> = {}) {
  const onClose = vi.fn();
  const onSubmit = vi.fn();
  render(
    <FormDialog
      title="Publicar tipo de cambio"
      onClose={onClose}
      pending={false}
      submitLabel="Publicar"
      onSubmit={onSubmit}
      submitTestId="rate-confirm"
      {...props}
    >
      <p>Compra y venta del día</p>
    </FormDialog>,
  );
  return { onClose, onSubmit };
}

const cancel = () => screen.getByRole('button', { name: 'Cancelar' }) as HTMLButtonElement;
const submit = () => screen.getByTestId('rate-confirm') as HTMLButtonElement;

it('sends with its main button and closes with Cancelar, the close icon or Escape', () => {
  const { onClose, onSubmit } = open();
  expect(screen.getByRole('dialog', { name: 'Publicar tipo de cambio' })).toBeTruthy();
  fireEvent.click(submit());
  expect(onSubmit).toHaveBeenCalledTimes(1);
  fireEvent.click(cancel());
  fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
  expect(onClose).toHaveBeenCalledTimes(3);
});

it('cannot be closed or sent again while its request is in flight', () => {
  const { onClose, onSubmit } = open({ pending: true });
  expect(cancel().disabled).toBe(true);
  expect(submit().disabled).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
  fireEvent.click(submit());
  expect(onClose).not.toHaveBeenCalled();
  expect(onSubmit).not.toHaveBeenCalled();
});

it('keeps its main button off until the form allows it', () => {
  const { onSubmit } = open({ submitDisabled: true });
  expect(submit().disabled).toBe(true);
  expect(cancel().disabled).toBe(false);
  fireEvent.click(submit());
  expect(onSubmit).not.toHaveBeenCalled();
});

it('once done, offers only "Listo", which closes it', () => {
  const { onClose } = open({ doneTestId: 'rate-done' });
  expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();
  expect(screen.queryByTestId('rate-confirm')).toBeNull();
  fireEvent.click(screen.getByTestId('rate-done'));
  expect(onClose).toHaveBeenCalledTimes(1);
});
