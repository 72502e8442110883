// Makes the PWA's PNG icons and store screenshots from our own SVG artwork (public/icons/icon.svg).
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { rootDir } from './paths';

const iconsDir = path.join(rootDir, 'public/icons');
const screenshotsDir = path.join(rootDir, 'public/screenshots');

function maskableSvg(iconSvg: string): string {
  // Maskable icons are cropped to a circle of 80 %: full-bleed colour, the mark inside the safe zone.
  const inner = iconSvg
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/rx="112"/, 'rx="0"');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="#0f766e"/><g transform="translate(76.8 76.8) scale(0.7)">${inner}</g></svg>`;
}

const tiles = ['Currency', 'My Trips', 'World Clock', 'Price Alerts', 'Packing List', 'AI Assistant', 'City Guide', 'Kiosk'];
const cards: Array<[string, string]> = [
  ['Find Flights', '#0369a1'],
  ['Explore Cities', '#047857'],
  ['Chat with Astra', '#6d28d9'],
  ['Kiosk Hub', '#b45309'],
];

function screenshotSvg(width: number, height: number): string {
  const wide = width > height;
  const pad = wide ? 160 : 48;
  const contentWidth = width - pad * 2;
  const cols = wide ? 4 : 2;
  const gap = 28;
  const cardW = (contentWidth - gap * (cols - 1)) / cols;
  const cardH = wide ? 220 : 240;
  const top = wide ? 260 : 330;
  const cardSvg = cards
    .map(([title, colour], i) => {
      const x = pad + (i % cols) * (cardW + gap);
      const y = top + Math.floor(i / cols) * (cardH + gap);
      return `<rect x="${x}" y="${y}" width="${cardW}" height="${cardH}" rx="36" fill="${colour}"/><circle cx="${x + 56}" cy="${y + 60}" r="22" fill="#ffffff" opacity="0.9"/><text x="${x + 34}" y="${y + cardH - 44}" font-size="36" font-weight="700" fill="#ffffff" font-family="sans-serif">${title}</text>`;
    })
    .join('');
  const rows = Math.ceil(cards.length / cols);
  const toolsTop = top + rows * (cardH + gap) + 70;
  const toolW = (contentWidth - gap * (cols - 1)) / cols;
  const toolSvg = tiles
    .map((title, i) => {
      const x = pad + (i % cols) * (toolW + gap);
      const y = toolsTop + 30 + Math.floor(i / cols) * 126;
      return `<rect x="${x}" y="${y}" width="${toolW}" height="104" rx="26" fill="#ffffff" stroke="#e2e8f0" stroke-width="3"/><rect x="${x + 22}" y="${y + 24}" width="56" height="56" rx="16" fill="#ccfbf1"/><text x="${x + 98}" y="${y + 64}" font-size="30" font-weight="600" fill="#0f172a" font-family="sans-serif">${title}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#f8fafc"/>
  <rect width="${width}" height="112" fill="#ffffff"/>
  <rect x="${pad}" y="30" width="52" height="52" rx="14" fill="#0f766e"/>
  <text x="${pad + 72}" y="70" font-size="36" font-weight="700" fill="#0f172a" font-family="sans-serif">Astra</text>
  <text x="${pad}" y="${wide ? 200 : 250}" font-size="${wide ? 64 : 60}" font-weight="800" fill="#0f172a" font-family="sans-serif">Where to next?</text>
  ${cardSvg}
  <text x="${pad}" y="${toolsTop}" font-size="40" font-weight="700" fill="#0f172a" font-family="sans-serif">Travel Tools</text>
  ${toolSvg}
</svg>`;
}

export async function makePwaAssets(): Promise<void> {
  await mkdir(iconsDir, { recursive: true });
  await mkdir(screenshotsDir, { recursive: true });
  const iconSvg = await readFile(path.join(iconsDir, 'icon.svg'), 'utf8');
  const icon = Buffer.from(iconSvg);
  await Promise.all([
    sharp(icon, { density: 300 }).resize(192, 192).png().toFile(path.join(iconsDir, 'icon-192.png')),
    sharp(icon, { density: 300 }).resize(512, 512).png().toFile(path.join(iconsDir, 'icon-512.png')),
    sharp(icon, { density: 300 })
      .resize(180, 180)
      .flatten({ background: '#0f766e' })
      .png()
      .toFile(path.join(iconsDir, 'apple-touch-icon.png')),
    sharp(Buffer.from(maskableSvg(iconSvg)), { density: 300 })
      .resize(512, 512)
      .png()
      .toFile(path.join(iconsDir, 'maskable-512.png')),
    sharp(Buffer.from(screenshotSvg(780, 1688)))
      .png()
      .toFile(path.join(screenshotsDir, 'narrow.png')),
    sharp(Buffer.from(screenshotSvg(1920, 1080)))
      .png()
      .toFile(path.join(screenshotsDir, 'wide.png')),
  ]);
}
