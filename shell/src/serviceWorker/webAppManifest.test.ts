import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from '@lectern/shared-ui';

const publicDir = path.join(__dirname, '..', '..', 'public');
const manifest = JSON.parse(readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8')) as {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; purpose: string }[];
};

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): string {
  const bytes = readFileSync(path.join(publicDir, file));
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web app manifest', () => {
  it('installs Lectern at /dashboard, standalone, in the theme colours', () => {
    expect(manifest).toMatchObject({ name: 'Lectern', short_name: 'Lectern', start_url: '/dashboard', scope: '/', display: 'standalone' });
    expect(manifest.theme_color).toBe(theme.colors.primary);
    expect(manifest.background_color).toBe(theme.colors.background);
  });

  it('has icons of 192 and 512 px and a maskable one, each file of the size it says', () => {
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) expect(pngSize(icon.src.slice(1))).toBe(icon.sizes);
  });

  it('is linked from the shell page and the offline page, which share its theme colour', () => {
    for (const page of [path.join(publicDir, '..', 'index.html'), path.join(publicDir, 'offline.html')]) {
      const html = readFileSync(page, 'utf8');
      expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
      expect(html).toContain(`<meta name="theme-color" content="${theme.colors.primary}" />`);
    }
  });
});
