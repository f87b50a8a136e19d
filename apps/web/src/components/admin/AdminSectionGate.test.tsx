import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/session';
import { adminMe, fakeApi, renderRoute } from '../../lib/test-utils';
import { AdminSectionGate } from './AdminSectionGate';

beforeEach(() => saveSession({ accessToken: 'admin-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (
  <AdminSectionGate>
    <p>Contenido de la sección</p>
  </AdminSectionGate>
);

it('shows a section the profile does not open as no access, with the way back, instead of the page', async () => {
  fakeApi({ 'GET /api/admin/users/me': () => adminMe(['user.read', 'support.read']) });
  renderRoute(page, '/admin/onboardings/abc');
  expect(await screen.findByText('No tienes acceso a esta sección')).toBeTruthy();
  expect(screen.getByText(/no incluye «Solicitudes de inversión»/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Volver al resumen' }).getAttribute('href')).toBe('/admin');
  expect(screen.queryByText('Contenido de la sección')).toBeNull();
});

it('shows the page of a section the profile opens, and the summary to everyone', async () => {
  fakeApi({ 'GET /api/admin/users/me': () => adminMe(['onboarding.review']) });
  renderRoute(page, '/admin/onboardings');
  expect(await screen.findByText('Contenido de la sección')).toBeTruthy();
  cleanup();
  renderRoute(page, '/admin');
  expect(await screen.findByText('Contenido de la sección')).toBeTruthy();
  expect(screen.queryByText('No tienes acceso a esta sección')).toBeNull();
});
