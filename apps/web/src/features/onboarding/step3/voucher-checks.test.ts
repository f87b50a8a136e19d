import { describe, expect, it } from 'vitest';
import { checkVoucher, kindOfBytes, roomFor } from './voucher-checks';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const jpg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj');
const file = (bytes: Uint8Array<ArrayBuffer> | string, name: string, size?: number) => {
  const f = new File([bytes], name);
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('voucher checks in the browser (the API says the same)', () => {
  it('tells the kind by the first bytes', () => {
    expect(kindOfBytes(png)).toBe('png');
    expect(kindOfBytes(jpg)).toBe('jpg');
    expect(kindOfBytes(pdf)).toBe('pdf');
    expect(kindOfBytes(new TextEncoder().encode('<html></html>'))).toBeNull();
  });

  it('accepts real JPG, PNG and PDF files whose name agrees', async () => {
    expect(await checkVoucher(file(png, 'a.png'))).toEqual({ kind: 'png' });
    expect(await checkVoucher(file(jpg, 'b.JPEG'))).toEqual({ kind: 'jpg' });
    expect(await checkVoucher(file(pdf, 'c.pdf'))).toEqual({ kind: 'pdf' });
  });

  it.each([
    [
      'HTML named .pdf',
      () => file('<html></html>', 'v.pdf'),
      '«v.pdf» no es una imagen JPG o PNG ni un PDF.',
    ],
    ['a PDF named .png', () => file(pdf, 'v.png'), '«v.png» dice ser PNG pero su contenido es un PDF.'],
    ['another extension', () => file(png, 'v.gif'), '«v.gif» no es una imagen JPG o PNG ni un PDF.'],
    ['an empty file', () => file(new Uint8Array(), 'v.png'), '«v.png» está vacío.'],
    ['a 6 MB file', () => file(png, 'v.png', 6 * 1024 * 1024), '«v.png» pesa más de 5 MB.'],
  ])('refuses %s', async (_label, make, error) => {
    expect(await checkVoucher(make())).toEqual({ error });
  });

  it('takes at most five files in all', () => {
    expect(roomFor(0, 5)).toEqual({ take: 5, error: null });
    expect(roomFor(3, 4)).toEqual({ take: 2, error: 'Puedes adjuntar hasta 5 comprobantes.' });
    expect(roomFor(5, 1)).toEqual({ take: 0, error: 'Puedes adjuntar hasta 5 comprobantes.' });
  });
});
