import type { LetterItem } from '@invierte/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { adminMe, failure, fakeApi, renderRoute, success } from '../../../lib/test-utils';
import AdminLettersPage from './AdminLettersPage';

const letter = (n: number): LetterItem => ({
  id: `l${n}`,
  email: `lector${n}@example.pe`,
  name: '',
  source: n % 2 ? 'onboarding' : 'webapp',
  createdAt: '2026-11-20T15:00:00.000Z',
});
const pageOf = (page: number) =>
  success({
    items: Array.from({ length: page === 1 ? 10 : 2 }, (_, i) => letter((page - 1) * 10 + i + 1)),
    page,
    limit: 10,
    total: 12,
  });

beforeEach(() => saveSession({ accessToken: 'admin-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('pages the letters ten at a time', async () => {
  fakeApi({
    'GET /api/admin/users/me': () => adminMe(['letter.read']),
    'GET /api/onboarding/letter?page=1&limit=10': () => pageOf(1),
    'GET /api/onboarding/letter?page=2&limit=10': () => pageOf(2),
  });
  renderRoute(<AdminLettersPage />, '/admin/cartas');
  expect(await screen.findAllByTestId('admin-letters-row')).toHaveLength(10);
  expect(screen.getByText('12 inscripciones al boletín, de la más reciente.')).toBeTruthy();
  expect(screen.getAllByText('Solicitud de inversión').length).toBeGreaterThan(0);
  fireEvent.click(screen.getByRole('button', { name: /siguiente|next/i }));
  expect(await screen.findByText('lector12@example.pe')).toBeTruthy();
  expect(screen.getAllByTestId('admin-letters-row')).toHaveLength(2);
  // letter.read only: no delete button.
  expect(screen.queryByTestId('letter-delete')).toBeNull();
});

it('deletes a letter only after confirming, and shows a refusal', { timeout: 20_000 }, async () => {
  let gone = false;
  const api = fakeApi({
    'GET /api/admin/users/me': () => adminMe(['letter.read', 'letter.delete']),
    'GET /api/onboarding/letter?page=1&limit=10': () => pageOf(1),
    'DELETE /api/onboarding/letter/delete/l1': () =>
      gone ? success({ id: 'l1' }) : failure(404, 'NOT_FOUND', 'No encontramos esa inscripción al boletín.'),
  });
  renderRoute(<AdminLettersPage />, '/admin/cartas');
  fireEvent.click((await screen.findAllByTestId('letter-delete'))[0]!);
  expect(
    screen.getByText(/lector1@example.pe dejará de recibir el boletín. No se puede deshacer/),
  ).toBeTruthy();
  expect(api.calls('DELETE /api/onboarding/letter/delete/l1')).toHaveLength(0);
  fireEvent.click(screen.getByTestId('decision-confirm'));
  expect((await screen.findByTestId('decision-error')).textContent).toBe(
    'No encontramos esa inscripción al boletín.',
  );
  gone = true;
  fireEvent.click(screen.getByTestId('decision-confirm'));
  await vi.waitFor(() => expect(screen.queryByTestId('decision-confirm')).toBeNull());
  expect(api.calls('DELETE /api/onboarding/letter/delete/l1')).toHaveLength(2);
});
