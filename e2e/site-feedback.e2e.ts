import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPage, stepRecorder } from './support/browser.ts';
import { submitLogin } from './support/journeys.ts';
import { startProduct, type RunningProduct } from './support/server.ts';

/**
 * Feedback in Chromium: the dialog's exit confirmation, then the /feedback page with three real
 * 3000×2000 PNG photos that the browser must shrink (canvas) to 900 px and 1.5 MB before the multipart
 * upload; the server stores them, and what it stored is measured here.
 */
const MAX_BYTES = 1.5 * 1024 * 1024;
const MAX_SIDE = 900;

let product: RunningProduct;
let browser: Browser;
let imageDir: string;
beforeAll(async () => {
  imageDir = await mkdtemp(path.join(tmpdir(), 'invierte-feedback-images-'));
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
  if (imageDir) await rm(imageDir, { recursive: true, force: true });
});

// --- A minimal PNG encoder (RGB, 8 bits, no interlace) for test pictures. ---
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A PNG whose pixel (x, y) is `pixel(x, y)` as [r, g, b]; `noise` adds that much random grain. */
function png(
  width: number,
  height: number,
  pixel: (x: number, y: number) => number[],
  noise: number,
): Buffer {
  const grain = randomBytes(width * height * 3);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const [r = 0, g = 0, b = 0] = pixel(x, y);
      const i = (y * width + x) * 3;
      raw[row + 1 + x * 3] = Math.min(255, r + ((grain[i] ?? 0) % (noise + 1)));
      raw[row + 2 + x * 3] = Math.min(255, g + ((grain[i + 1] ?? 0) % (noise + 1)));
      raw[row + 3 + x * 3] = Math.min(255, b + ((grain[i + 2] ?? 0) % (noise + 1)));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Width and height of a stored PNG or JPEG, read from its header. */
function imageSize(bytes: Buffer): { type: string; width: number; height: number } {
  if (bytes.readUInt32BE(0) === 0x89504e47)
    return { type: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error('neither PNG nor JPEG');
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1] ?? 0;
    const length = bytes.readUInt16BE(at + 2);
    // SOF0..SOF15 carry the size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { type: 'jpeg', height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  throw new Error('JPEG without a frame header');
}

it('feedback: exit confirmation, three 3000×2000 photos compressed in the browser, thank-you page', async () => {
  const step = stepRecorder('site-feedback');
  const photos = [
    // A smooth gradient (small as PNG), a noisy photo (too heavy as PNG even at 900 px), a portrait.
    { name: 'degradado.png', file: png(3000, 2000, (x, y) => [x % 256, y % 256, 160], 0) },
    { name: 'foto-con-ruido.png', file: png(3000, 2000, (x) => [40 + (x % 60), 90, 140], 255) },
    { name: 'vertical.png', file: png(2000, 3000, (_x, y) => [200, (y >> 3) % 256, 60], 48) },
  ];
  const files = await Promise.all(
    photos.map(async ({ name, file }) => {
      const full = path.join(imageDir, name);
      await writeFile(full, file);
      expect(file.length, name).toBeGreaterThan(0);
      return full;
    }),
  );
  // The noisy photo is far above what the server takes: only compression lets it through.
  expect(photos[1]?.file.length).toBeGreaterThan(5 * MAX_BYTES);

  const { context, page } = await newPage(browser, product.baseUrl);
  // An INTERESADO (she holds nothing yet), whose home is /portafolio.
  await submitLogin(page, 'verificacion@invierte.pe', 'Demo2026');
  await page.waitForURL('**/portafolio');
  await page.goto('/glosario');

  // The sidebar's Feedback dialog asks before losing what was typed.
  await page.getByTestId('sidebar-feedback').click();
  const dialog = page.getByRole('dialog', { name: 'Feedback' });
  await dialog.getByTestId('feedback-comment').fill('Un comentario que aún no quiero enviar');
  expect(await dialog.getByTestId('feedback-send').isDisabled()).toBe(true);
  await dialog.getByTestId('feedback-exit').click();
  const confirm = page.getByRole('dialog', { name: '¿Estás seguro de querer salir?' });
  await confirm.getByText('Si sales, perderás la información ingresada').waitFor();
  await step(page, 'exit-confirmation');
  await confirm.getByRole('button', { name: 'CANCELAR' }).click();
  await confirm.waitFor({ state: 'hidden' });
  expect(await dialog.getByTestId('feedback-comment').inputValue()).toBe(
    'Un comentario que aún no quiero enviar',
  );
  await dialog.getByTestId('feedback-exit').click();
  await confirm.getByRole('button', { name: 'SALIR' }).click();
  await dialog.waitFor({ state: 'hidden' });

  // The /feedback page: both fields required, then three photos.
  await page.goto('/feedback');
  await page.getByRole('heading', { level: 1, name: 'Envíanos tu feedback' }).waitFor();
  await page.getByTestId('feedback-reason').focus();
  await page.getByTestId('feedback-comment').focus();
  await page.getByTestId('feedback-reason').focus();
  await page.getByText('No puede estar vacío').first().waitFor();
  expect(await page.getByText('No puede estar vacío').count()).toBe(2);
  await step(page, 'required-fields');

  await page.getByTestId('feedback-reason').selectOption('error');
  await page.getByTestId('feedback-comment').fill('El gráfico de mi portafolio no carga desde el celular.');
  await page.getByTestId('feedback-files').setInputFiles(files);
  await page.getByTestId('feedback-previews').locator('img').nth(2).waitFor({ timeout: 30_000 });
  expect(await page.getByTestId('feedback-image-count').textContent()).toContain('3 de 10');
  await step(page, 'form-with-images');

  const upload = page.waitForResponse((r) => r.url().endsWith('/api/feedback'));
  await page.getByTestId('feedback-send').click();
  expect((await upload).status()).toBe(201);
  await page.waitForURL('**/feedback/feedback-fin');
  await page.getByText('¡Gracias por tu feedback!').waitFor();
  await step(page, 'thank-you');

  // What arrived: three images within 900 px and 1.5 MB, proportions kept.
  const root = path.join(product.dataDir, 'uploads', 'feedback');
  expect(existsSync(root)).toBe(true);
  const [submission] = await readdir(root);
  const stored = (await readdir(path.join(root, submission ?? ''))).sort();
  expect(stored).toHaveLength(3);
  const sizes = await Promise.all(
    stored.map(async (name) => {
      const bytes = await readFile(path.join(root, submission ?? '', name));
      return { name, bytes: bytes.length, ...imageSize(bytes) };
    }),
  );
  for (const s of sizes) {
    expect(s.bytes, s.name).toBeLessThanOrEqual(MAX_BYTES);
    expect(Math.max(s.width, s.height), s.name).toBeLessThanOrEqual(MAX_SIDE);
  }
  expect(sizes.map((s) => [s.width, s.height])).toEqual([
    [900, 600],
    [900, 600],
    [600, 900],
  ]);
  // The noisy photo could not stay a PNG under 1.5 MB: it arrived as a JPEG.
  expect(sizes[1]?.type).toBe('jpeg');

  await page.getByTestId('feedback-ok').click();
  await page.waitForURL('**/portafolio');
  await context.close();
});
