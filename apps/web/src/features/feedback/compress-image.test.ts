import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compressImage, fitWithin, isAcceptedImage } from './compress-image';

const MB = 1024 * 1024;
const LIMIT = 1.5 * MB;

/** Encoded size the fake canvas produces: bytes per pixel by format and quality. */
type SizeModel = (pixels: number, type: string, quality: number | undefined) => number;

interface Drawn {
  width: number;
  height: number;
  type: string;
  quality: number | undefined;
}

let encodings: Drawn[];
let bitmap: { width: number; height: number; close: ReturnType<typeof vi.fn> };

function fakeCanvas(size: SizeModel) {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({ fillRect: vi.fn(), drawImage: vi.fn(), fillStyle: '' }) as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type = 'image/png',
    quality?: number,
  ) {
    encodings.push({ width: this.width, height: this.height, type, quality });
    callback(new Blob([new Uint8Array(size(this.width * this.height, type, quality))], { type }));
  });
}

const photo = (name: string, type: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type });

beforeEach(() => {
  encodings = [];
  bitmap = { width: 3000, height: 2000, close: vi.fn() };
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => bitmap),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('compressImage', () => {
  it('scales a 3000×2000 PNG to 900×600 and keeps it a PNG when that fits in 1.5 MB', async () => {
    fakeCanvas((pixels) => pixels * 2); // 900×600 → 1.03 MB
    const out = await compressImage(photo('captura.png', 'image/png', 9 * MB));
    expect(encodings[0]).toMatchObject({ width: 900, height: 600, type: 'image/png' });
    expect(out.type).toBe('image/png');
    expect(out.name).toBe('captura.png');
    expect(out.size).toBeLessThanOrEqual(LIMIT);
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('turns a PNG too heavy even at 900 px into a JPEG, lowering the quality until it fits', async () => {
    fakeCanvas((pixels, type, quality) => (type === 'image/png' ? pixels * 4 : pixels * 4 * (quality ?? 1)));
    const out = await compressImage(photo('ruido.png', 'image/png', 20 * MB));
    expect(out.type).toBe('image/jpeg');
    expect(out.name).toBe('ruido.jpg');
    expect(out.size).toBeLessThanOrEqual(LIMIT);
    // 900×600×4×q ≤ 1.5 MB first holds at q = 0.7 (0.9 and 0.8 were tried before).
    expect(encodings.filter((e) => e.type === 'image/jpeg').map((e) => e.quality)).toEqual([0.9, 0.8, 0.7]);
  });

  it('shrinks below 900 px when no JPEG quality is enough', async () => {
    fakeCanvas((pixels) => pixels * 8);
    const out = await compressImage(photo('enorme.jpg', 'image/jpeg', 12 * MB));
    const last = encodings.at(-1);
    expect(out.size).toBeLessThanOrEqual(LIMIT);
    expect(Math.max(last?.width ?? 0, last?.height ?? 0)).toBeLessThan(900);
    expect(last?.width && last.height ? last.width / last.height : 0).toBeCloseTo(1.5, 1);
  });

  it('leaves an image that is already within both limits untouched', async () => {
    bitmap = { width: 800, height: 600, close: vi.fn() };
    fakeCanvas(() => 1);
    const file = photo('pequena.jpg', 'image/jpeg', 200_000);
    expect(await compressImage(file)).toBe(file);
    expect(encodings).toEqual([]);
  });

  it('re-encodes a small but heavy JPEG without resizing it', async () => {
    bitmap = { width: 850, height: 850, close: vi.fn() };
    fakeCanvas((pixels, _type, quality) => pixels * 3 * (quality ?? 1));
    const out = await compressImage(photo('pesada.jpeg', 'image/jpeg', 2 * MB));
    expect(encodings[0]).toMatchObject({ width: 850, height: 850 });
    expect(out.size).toBeLessThanOrEqual(LIMIT);
    expect(out.name).toBe('pesada.jpg');
  });
});

describe('fitWithin', () => {
  it.each([
    [3000, 2000, { width: 900, height: 600 }],
    [2000, 3000, { width: 600, height: 900 }],
    [900, 900, { width: 900, height: 900 }],
    [640, 480, { width: 640, height: 480 }],
  ])('%i×%i fits in 900 px as %o', (w, h, expected) => {
    expect(fitWithin(w, h, 900)).toEqual(expected);
  });
});

describe('isAcceptedImage', () => {
  it.each([
    ['a.jpg', 'image/jpeg', true],
    ['a.jpeg', 'image/jpeg', true],
    ['a.png', 'image/png', true],
    ['a.PNG', '', true],
    ['a.gif', 'image/gif', false],
    ['a.pdf', 'application/pdf', false],
    ['a.webp', 'image/webp', false],
  ])('%s (%s) → %s', (name, type, accepted) => {
    expect(isAcceptedImage(new File(['x'], name, { type }))).toBe(accepted);
  });
});
