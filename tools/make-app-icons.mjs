// Draws the installed app's icons (apps/web/public/icons/*.png, listed in manifest.webmanifest) from
// the favicon, so the home-screen icon is the same mark as the browser tab's. Run it again after the
// favicon changes: `node tools/make-app-icons.mjs`; the PNGs are committed, the build only copies them.
import { readFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public');
const favicon = await readFile(path.join(publicDir, 'favicon.svg'));
const brandBlue = '#0b5cab';
await mkdir(path.join(publicDir, 'icons'), { recursive: true });

/** The favicon drawn at `size` px, sharp's density set so the vector is not scaled up from 72 dpi. */
const drawn = (size) => sharp(favicon, { density: Math.ceil((72 * size) / 24) }).resize(size, size);

for (const size of [192, 512]) {
  await drawn(size)
    .png()
    .toFile(path.join(publicDir, 'icons', `icon-${size}.png`));
}

// A maskable icon is cut to a circle or a squircle by the launcher: the mark sits inside the middle
// 80 % (the safe zone) on a full-bleed brand background, so no mask clips it.
const maskableSize = 512;
const mark = await drawn(Math.round(maskableSize * 0.7))
  .png()
  .toBuffer();
await sharp({
  create: { width: maskableSize, height: maskableSize, channels: 4, background: brandBlue },
})
  .composite([{ input: mark, gravity: 'center' }])
  .png()
  .toFile(path.join(publicDir, 'icons', 'icon-maskable-512.png'));
