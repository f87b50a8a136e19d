import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A real, decodable RGB PNG of the given size with a simple gradient. */
export function makePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      rows.set([x % 256, y % 256, (x + y) % 256], y * (width * 3 + 1) + 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A PNG whose header claims `width`×`height` pixels while it carries one row: what a decompression
 * bomb looks like before it is unpacked.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width * 3 + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Text a phone writes into a photo's EXIF (camera, owner, GPS) that must not survive an upload. */
export const EXIF_SECRET = 'Camara-de-Rosa-Lima';

/**
 * A real image encoded by sharp, with a colour gradient. `exif` adds camera, owner and GPS tags
 * carrying EXIF_SECRET; `orientation` sets the EXIF flag a phone uses for a portrait photo.
 */
export async function makeImage(
  format: 'jpeg' | 'png' | 'webp',
  width: number,
  height: number,
  options: { exif?: boolean; orientation?: number } = {},
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) pixels.set([x % 256, y % 256, 160], (y * width + x) * 3);
  let image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (options.exif)
    image = image.withExif({
      IFD0: { Make: EXIF_SECRET, Artist: EXIF_SECRET },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '12/1 2/1 43/1', GPSLongitudeRef: 'W' },
    });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toFormat(format).toBuffer();
}

/** What a stored image really is, read by fully decoding it (throws if it does not decode). */
export async function decodeImage(bytes: Buffer) {
  const { format, width, height, exif, orientation } = await sharp(bytes).metadata();
  await sharp(bytes, { failOn: 'truncated' }).raw().toBuffer();
  return { format, width, height, exif, orientation };
}

/** A multipart/form-data body the way a browser sends it. */
export function multipart(
  fields: Record<string, string>,
  files: Array<{ name: string; filename: string; type: string; bytes: Buffer }>,
) {
  const boundary = `----invierte${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
