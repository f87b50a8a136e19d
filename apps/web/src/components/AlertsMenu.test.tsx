import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../lib/session';
import { fakeApi, renderRoute, success } from '../lib/test-utils';
import { AlertsMenu } from './AlertsMenu';

const alert = {
  _id: 'a1',
  kind: 'RESCUE_SETTLED',
  title: 'Pagamos tu rescate',
  message: 'Depositamos S/\u00a0220.00 en tu cuenta BCP •••• 0123.',
  link: '/participe',
  createdAt: '2026-11-24T15:00:00.000Z',
  isViewed: false,
};

beforeEach(() => saveSession({ accessToken: 'access-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('counts the unseen alerts; opening one marks it viewed and goes where it points', async () => {
  let unseen = [alert];
  const api = fakeApi({
    'GET /api/user/alert': () => success(unseen),
    'PUT /api/user/alert/a1': () => {
      unseen = [];
      return success({ ...alert, isViewed: true });
    },
  });
  renderRoute(<AlertsMenu />, '/portafolio');
  fireEvent.click(await screen.findByRole('button', { name: '1 alerta sin ver' }));
  expect((await screen.findByTestId('alert-item')).textContent).toContain('Pagamos tu rescate');
  fireEvent.click(screen.getByTestId('alert-item'));
  expect((await screen.findByTestId('location')).textContent).toBe('/participe');
  await vi.waitFor(() => expect(api.calls('PUT /api/user/alert/a1')).toHaveLength(1));
});

it('says so when there is nothing new', async () => {
  fakeApi({ 'GET /api/user/alert': () => success([]) });
  renderRoute(<AlertsMenu />, '/portafolio');
  fireEvent.click(await screen.findByRole('button', { name: 'Alertas' }));
  expect((await screen.findByTestId('alerts-empty')).textContent).toBe('No tienes alertas nuevas.');
});
