import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nextIp, verifiedUser } from '../../../test/accounts.ts';
import { decodeImage, EXIF_SECRET, makeImage, makePng, pngClaiming } from '../../../test/images.ts';
import { avatarOf as currentAvatar, uploadAvatar, type AvatarPart } from '../../../test/avatar.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { profileRepository } from './profile.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const SCRIPT = '<script>alert(1)</script>';
let users = 0;
/** A fresh verified user per test, so avatars of one test do not meet another's. */
async function newUser() {
  users++;
  const { accessToken } = await verifiedUser(
    t,
    `avatar${users}@example.pe`,
    `7500${String(users).padStart(4, '0')}`,
  );
  return accessToken;
}

const upload = (token: string, ...parts: AvatarPart[]) => uploadAvatar(t, token, ...parts);
const avatarOf = (token: string) => currentAvatar(t, token);
const fetchFile = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: nextIp() });
const storedAvatars = () => t.storedKeys('avatars/');
const isStored = async (url: string) => (await storedAvatars()).includes(`avatars/${path.basename(url)}`);

describe('PUT /api/profile/avatar', () => {
  it('stores a real image as the avatar and serves it re-encoded, same type and size', async () => {
    const token = await newUser();
    expect(await avatarOf(token)).toBeNull();
    const res = await upload(token, { bytes: makePng(40, 30) });
    expect(res.statusCode).toBe(200);
    const { avatarUrl } = res.json().data;
    expect(avatarUrl).toMatch(/^\/api\/files\/avatars\/[0-9a-f-]{36}\.png$/);
    expect(await avatarOf(token)).toBe(avatarUrl);
    const file = await fetchFile(avatarUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(await decodeImage(file.rawPayload)).toMatchObject({ format: 'png', width: 40, height: 30 });
  });

  it.each(['jpeg', 'png', 'webp'] as const)(
    'drops HTML appended to a %s: the stored file is only the image',
    async (format) => {
      const token = await newUser();
      const bytes = Buffer.concat([await makeImage(format, 64, 48), Buffer.from(SCRIPT)]);
      const res = await upload(token, { bytes, filename: `yo.${format}`, type: `image/${format}` });
      expect(res.statusCode).toBe(200);
      const { avatarUrl } = res.json().data;
      const served = (await fetchFile(avatarUrl)).rawPayload;
      const key = avatarUrl.replace('/api/files/', '');
      const onDisk = await t.ctx.storage.get(key);
      for (const stored of [served, onDisk]) {
        expect(stored?.includes(SCRIPT)).toBe(false);
        expect(stored?.includes('<script')).toBe(false);
        expect(await decodeImage(stored ?? Buffer.alloc(0))).toMatchObject({ format, width: 64, height: 48 });
      }
    },
  );

  it('drops EXIF (camera, GPS) and turns a portrait photo upright', async () => {
    const token = await newUser();
    const photo = await makeImage('jpeg', 60, 40, { exif: true, orientation: 6 });
    expect(photo.includes(EXIF_SECRET)).toBe(true);
    expect((await decodeImage(photo)).exif).toBeDefined();
    const res = await upload(token, { bytes: photo, filename: 'IMG_0001.JPG', type: 'image/jpeg' });
    expect(res.statusCode).toBe(200);
    const stored = (await fetchFile(res.json().data.avatarUrl)).rawPayload;
    expect(stored.includes(EXIF_SECRET)).toBe(false);
    const decoded = await decodeImage(stored);
    expect(decoded).toMatchObject({ format: 'jpeg', width: 40, height: 60 });
    expect(decoded.exif).toBeUndefined();
    expect(decoded.orientation).toBeUndefined();
  });

  it('shrinks a large photo to 512 px on its longest side, keeping its proportions', async () => {
    const token = await newUser();
    const res = await upload(token, { bytes: await makeImage('jpeg', 1200, 800), type: 'image/jpeg' });
    expect(res.statusCode).toBe(200);
    expect(await decodeImage((await fetchFile(res.json().data.avatarUrl)).rawPayload)).toMatchObject({
      width: 512,
      height: 341,
    });
  });

  it('deletes the replaced avatar: its address answers 404 and its file is gone', async () => {
    const token = await newUser();
    const first = (await upload(token, { bytes: makePng(20, 20) })).json().data.avatarUrl;
    expect(await isStored(first)).toBe(true);
    const res = await upload(token, { bytes: await makeImage('webp', 30, 30), type: 'image/webp' });
    expect(res.statusCode).toBe(200);
    const second = res.json().data.avatarUrl;
    expect(second).not.toBe(first);
    expect(await avatarOf(token)).toBe(second);
    expect((await fetchFile(first)).statusCode).toBe(404);
    expect(await isStored(first)).toBe(false);
    expect((await fetchFile(second)).statusCode).toBe(200);
    expect(await isStored(second)).toBe(true);
  });

  it('leaves no file behind when the database write fails, and keeps the old avatar', async () => {
    const token = await newUser();
    const before = (await upload(token, { bytes: makePng(20, 20) })).json().data.avatarUrl;
    const files = await storedAvatars();
    const failing = vi
      .spyOn(profileRepository, 'setAvatar')
      .mockRejectedValueOnce(new Error('database unavailable'));
    try {
      const res = await upload(token, { bytes: makePng(25, 25) });
      expect(res.statusCode).toBe(500);
      expect(failing).toHaveBeenCalledOnce();
    } finally {
      failing.mockRestore();
    }
    expect(await storedAvatars()).toEqual(files);
    expect(await avatarOf(token)).toBe(before);
    expect((await fetchFile(before)).statusCode).toBe(200);
  });

  it.each<[string, AvatarPart[], number, string]>([
    [
      'a PDF named .png',
      [{ bytes: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'), filename: 'foto.png' }],
      415,
      'Solo se permiten imágenes JPG, PNG o WEBP.',
    ],
    [
      'HTML named .png',
      [{ bytes: Buffer.from(`<html>${SCRIPT}</html>`), filename: 'foto.png' }],
      415,
      'Solo se permiten imágenes JPG, PNG o WEBP.',
    ],
    [
      'a PNG signature followed by garbage',
      [
        {
          bytes: Buffer.concat([makePng(1, 1).subarray(0, 8), Buffer.alloc(64, 1)]),
          filename: 'foto.png',
        },
      ],
      400,
      'El archivo no es una imagen válida.',
    ],
    [
      'a cut-off PNG',
      [{ bytes: makePng(200, 200).subarray(0, 300), filename: 'foto.png' }],
      400,
      'El archivo no es una imagen válida.',
    ],
    [
      'a PNG claiming 10000×8000 pixels',
      [{ bytes: pngClaiming(10_000, 8_000), filename: 'bomba.png' }],
      400,
      'La imagen es demasiado grande: usa una de hasta 50 megapíxeles.',
    ],
    ['an empty file', [{ bytes: Buffer.alloc(0), filename: 'vacio.png' }], 400, 'Adjunta una imagen.'],
    [
      'a file over 2 MB',
      [{ bytes: Buffer.concat([makePng(10, 10), Buffer.alloc(2 * 1024 * 1024)]), filename: 'grande.png' }],
      413,
      'La imagen no debe pesar más de 2 MB.',
    ],
    ['two images', [{ bytes: makePng(10, 10) }, { bytes: makePng(12, 12) }], 400, 'Adjunta una sola imagen.'],
  ])(
    'refuses %s in Spanish, stores nothing and keeps the old avatar',
    async (_label, parts, status, message) => {
      const token = await newUser();
      const before = (await upload(token, { bytes: makePng(16, 16) })).json().data.avatarUrl;
      const files = await storedAvatars();
      const res = await upload(token, ...parts);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ status: 'error', message });
      expect(await storedAvatars()).toEqual(files);
      expect(await avatarOf(token)).toBe(before);
    },
  );

  it('refuses a JSON body and an unknown avatar file', async () => {
    const token = await newUser();
    const json = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/avatar',
      headers: { authorization: `Bearer ${token}` },
      payload: { avatar: 'x' },
      remoteAddress: nextIp(),
    });
    expect(json.statusCode).toBe(415);
    expect((await fetchFile('/api/files/avatars/00000000-0000-4000-8000-000000000000.png')).statusCode).toBe(
      404,
    );
    expect((await fetchFile('/api/files/avatars/..%2F..%2Fjwt-secret')).statusCode).toBe(400);
  });
});
