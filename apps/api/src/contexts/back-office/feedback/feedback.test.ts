import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { feedback } from '../../../db/schema.ts';
import { nextIp } from '../../../test/accounts.ts';
import {
  decodeImage,
  EXIF_SECRET,
  makeImage,
  makePng,
  multipart,
  pngClaiming,
} from '../../../test/images.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { feedbackRepository } from './feedback.repository.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'interesado@invierte.pe', password: 'Demo2026' },
    remoteAddress: nextIp(),
  });
  token = res.json().data.accessToken;
});
afterAll(() => t.close());

const png = (i: number) => ({
  name: 'files[]',
  filename: `captura-${i}.png`,
  type: 'image/png',
  bytes: makePng(40 + i, 30),
});
const send = (fields: Record<string, string>, files: ReturnType<typeof png>[], auth = true) => {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    payload: body.payload,
    headers: { 'content-type': body.contentType, ...(auth ? { authorization: `Bearer ${token}` } : {}) },
    remoteAddress: nextIp(),
  });
};
const stored = async () => (await t.db.select({ n: count() }).from(feedback))[0]?.n ?? 0;
const storedFiles = () => t.storedKeys('feedback/');

describe('POST /api/feedback', () => {
  it('stores the message and three real images', async () => {
    const res = await send(
      { reason: 'error', comment: 'No carga mi portafolio', operationNumber: 'OP-123' },
      [png(1), png(2), png(3)],
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'success', data: { files: 3 } });
    expect(await storedFiles()).toHaveLength(3);
  });

  it('stores only the re-encoded pixels: no appended HTML, no EXIF, at most 900 px', async () => {
    const script = '<script>alert(1)</script>';
    const files = [
      { ...png(1), bytes: Buffer.concat([makePng(41, 30), Buffer.from(script)]) },
      {
        name: 'files[]',
        filename: 'IMG_0002.JPG',
        type: 'image/jpeg',
        bytes: Buffer.concat([await makeImage('jpeg', 60, 40, { exif: true }), Buffer.from(script)]),
      },
      { ...png(3), bytes: await makeImage('png', 2000, 1500, { exif: true }) },
    ];
    expect(files[1]?.bytes.includes(EXIF_SECRET)).toBe(true);
    const res = await send({ reason: 'error', comment: 'Capturas con datos ocultos' }, files);
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(feedback).where(eq(feedback.id, res.json().data.id));
    const expected = [
      { format: 'png', width: 41, height: 30 },
      { format: 'jpeg', width: 60, height: 40 },
      { format: 'png', width: 900, height: 675 },
    ];
    expect(row?.files).toHaveLength(3);
    for (const [i, file] of (row?.files ?? []).entries()) {
      const bytes = await t.ctx.storage.get(file.key);
      expect(bytes, file.key).not.toBeNull();
      expect(file.size).toBe(bytes?.length);
      expect(bytes?.includes(script)).toBe(false);
      expect(bytes?.includes(EXIF_SECRET)).toBe(false);
      const decoded = await decodeImage(bytes ?? Buffer.alloc(0));
      expect(decoded).toMatchObject(expected[i] ?? {});
      expect(decoded.exif).toBeUndefined();
    }
  });

  it('leaves no file behind when the database write fails', async () => {
    const before = { rows: await stored(), files: (await storedFiles()).length };
    const failing = vi
      .spyOn(feedbackRepository, 'insert')
      .mockRejectedValueOnce(new Error('database unavailable'));
    try {
      const res = await send({ reason: 'error', comment: 'Falla al guardar' }, [png(1), png(2)]);
      expect(res.statusCode).toBe(500);
      expect(failing).toHaveBeenCalledOnce();
    } finally {
      failing.mockRestore();
    }
    expect(await stored()).toBe(before.rows);
    expect(await storedFiles()).toHaveLength(before.files);
  });

  it('removes the files already stored when storing a later one fails', async () => {
    const before = { rows: await stored(), files: (await storedFiles()).length };
    const putStream = t.ctx.storage.putStream.bind(t.ctx.storage);
    const failing = vi
      .spyOn(t.ctx.storage, 'putStream')
      .mockImplementation(async (key, stream) =>
        key.endsWith('/3.png') ? Promise.reject(new Error('disk full')) : putStream(key, stream),
      );
    try {
      const res = await send({ reason: 'error', comment: 'Disco lleno' }, [png(1), png(2), png(3)]);
      expect(res.statusCode).toBe(500);
      expect(failing).toHaveBeenCalledTimes(3);
    } finally {
      failing.mockRestore();
    }
    expect(await stored()).toBe(before.rows);
    expect(await storedFiles()).toHaveLength(before.files);
  });

  it.each([
    [
      'a .png that is really a PDF',
      [{ ...png(1), bytes: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj') }],
      400,
      '«captura-1.png» no es una imagen JPG o PNG.',
    ],
    [
      'a .png that is really HTML',
      [{ ...png(1), bytes: Buffer.from('<html><script>alert(1)</script></html>') }],
      400,
      '«captura-1.png» no es una imagen JPG o PNG.',
    ],
    [
      'a PNG signature followed by garbage',
      [png(1), { ...png(2), bytes: Buffer.concat([makePng(1, 1).subarray(0, 8), Buffer.alloc(64, 1)]) }],
      400,
      '«captura-2.png» no es una imagen válida.',
    ],
    [
      'a PNG claiming 20000×20000 pixels',
      [{ ...png(1), bytes: pngClaiming(20_000, 20_000) }],
      400,
      '«captura-1.png» es demasiado grande: usa una imagen de hasta 50 megapíxeles.',
    ],
    ['an empty file', [png(1), { ...png(2), bytes: Buffer.alloc(0) }], 400, '«captura-2.png» está vacío.'],
    [
      'an 11th image',
      Array.from({ length: 11 }, (_, i) => png(i)),
      400,
      'Puedes adjuntar hasta 10 imágenes.',
    ],
    [
      'twelve images',
      Array.from({ length: 12 }, (_, i) => png(i)),
      400,
      'Puedes adjuntar hasta 10 imágenes.',
    ],
    [
      'a 20 MB image',
      [{ ...png(1), bytes: Buffer.concat([makePng(10, 10), Buffer.alloc(20 * 1024 * 1024)]) }],
      413,
      'Cada imagen debe pesar como máximo 1.5 MB.',
    ],
  ])('refuses %s with a clear Spanish message and stores nothing', async (_label, files, status, message) => {
    const before = { rows: await stored(), files: (await storedFiles()).length };
    const res = await send({ reason: 'error', comment: 'Adjunto pruebas' }, files);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await stored()).toBe(before.rows);
    expect(await storedFiles()).toHaveLength(before.files);
  });

  it.each([
    [{ comment: 'Sin motivo' }, 'body.reason', 'No puede estar vacío'],
    [{ reason: 'error', comment: '   ' }, 'body.comment', 'No puede estar vacío'],
    [{ reason: 'inventado', comment: 'Hola' }, 'body.reason', 'Selecciona un motivo de la lista.'],
    // A NUL the database cannot store, in a multipart text field: refused like in any JSON body.
    [
      { reason: 'error', comment: 'Hola\u0000mundo' },
      'body.comment',
      'El texto contiene caracteres no permitidos (como el carácter nulo). Corrígelo y vuelve a intentarlo.',
    ],
  ])('refuses fields %j', async (fields, field, message) => {
    const before = await stored();
    const res = await send(fields as Record<string, string>, []);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
    expect(await stored()).toBe(before);
  });

  it('refuses a guest and a JSON body', async () => {
    expect((await send({ reason: 'error', comment: 'x' }, [], false)).statusCode).toBe(401);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { reason: 'error', comment: 'x' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(json.statusCode).toBe(415);
  });
});
