import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Issue 40: `/favicon.ico`, which browsers ask for on every first visit whatever the page's icon link says. Drawn
 * from app/icon.svg (the one source of the mark) by Chromium at 16, 32 and 48 px, and packed as an ICO whose images
 * are PNGs (supported by every browser since Windows Vista's icon format). Run `npm run icons` after changing the
 * SVG, and commit app/favicon.ico: the build does not run this.
 */
const SIZES = [16, 32, 48] as const;

/** An ICO file of PNG images (ICONDIR, one ICONDIRENTRY each, then the images). */
export function icoOf(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, at);
    header.writeUInt8(size >= 256 ? 0 : size, at + 1);
    header.writeUInt8(0, at + 2);
    header.writeUInt8(0, at + 3);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(png.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
}

async function main() {
  const svg = readFileSync('app/icon.svg', 'utf8');
  const executablePath = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p));
  const browser = await chromium.launch(executablePath ? { executablePath } : {});
  try {
    const images = [];
    for (const size of SIZES) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
      images.push({ size, png: await page.screenshot({ omitBackground: true }) });
      await page.close();
    }
    writeFileSync('app/favicon.ico', icoOf(images));
    console.info(`app/favicon.ico: ${SIZES.join(', ')} px`);
  } finally {
    await browser.close();
  }
}

if (process.argv[1]?.endsWith('make-favicon.ts')) void main();
