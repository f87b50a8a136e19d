import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LogoutDialog } from './LogoutDialog';

afterEach(cleanup);

describe('LogoutDialog', () => {
  it('shows the texts of requirements R2 and answers with its buttons', () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(<LogoutDialog open onConfirm={onConfirm} onClose={onClose} />);

    expect(screen.getByRole('dialog', { name: 'CERRAR SESIÓN' })).toBeTruthy();
    expect(screen.getByText('¿Quieres cerrar sesión?')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sí' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing when closed', () => {
    render(<LogoutDialog open={false} onConfirm={() => {}} onClose={() => {}} />);
    expect(screen.queryByText('¿Quieres cerrar sesión?')).toBeNull();
  });
});
