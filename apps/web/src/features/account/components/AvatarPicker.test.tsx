import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, renderRoute, success } from '../../../lib/test-utils';
import { AvatarPicker } from './AvatarPicker';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MB = 1024 * 1024;
const image = (bytes: number, type = 'image/png', name = 'foto.png') =>
  new File([new Uint8Array(bytes)], name, { type });
const choose = (file: File) =>
  fireEvent.change(screen.getByTestId('avatar-input'), { target: { files: [file] } });

describe('AvatarPicker', () => {
  it('refuses an image over 2 MB in the browser, without uploading it', async () => {
    const api = fakeApi({});
    renderRoute(<AvatarPicker avatarUrl={null} name="Ana" />, '/perfil-menu');
    choose(image(2 * MB + 1));
    expect((await screen.findByTestId('avatar-error')).textContent).toBe(
      'La imagen no debe pesar más de 2 MB.',
    );
    choose(image(1000, 'image/gif', 'foto.gif'));
    expect((await screen.findByTestId('avatar-error')).textContent).toBe(
      'Solo se permiten imágenes JPG, PNG o WEBP.',
    );
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('uploads an accepted image as the multipart field avatar', async () => {
    const api = fakeApi({
      'PUT /api/profile/avatar': () => success({ avatarUrl: '/api/files/avatars/x.png' }),
    });
    renderRoute(<AvatarPicker avatarUrl={null} name="Ana" />, '/perfil-menu');
    const file = image(2 * MB);
    choose(file);
    await screen.findByTestId('avatar-done');
    const body = api.calls('PUT /api/profile/avatar')[0]?.body as FormData;
    expect(body.get('avatar')).toBeInstanceOf(File);
    expect((body.get('avatar') as File).size).toBe(file.size);
  });

  it("shows the API's message when it refuses the file", async () => {
    fakeApi({
      'PUT /api/profile/avatar': () =>
        failure(415, 'FILE_TYPE_NOT_ALLOWED', 'Solo se permiten imágenes JPG, PNG o WEBP.'),
    });
    renderRoute(<AvatarPicker avatarUrl={null} name="Ana" />, '/perfil-menu');
    choose(image(500, 'image/jpeg', 'falsa.jpg'));
    expect((await screen.findByTestId('avatar-error')).textContent).toBe(
      'Solo se permiten imágenes JPG, PNG o WEBP.',
    );
  });
});
