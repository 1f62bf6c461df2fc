import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const SHELL_INDEX = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Lectern</title>
<script defer src="/main.3f9a1c.js"></script>
</head>
<body><div id="root"></div></body>
</html>`;

/**
 * A tiny STATIC_ROOT as the builds would leave it: the shell with one hashed chunk, and the
 * landing remote with its manifest, entry and a hashed chunk. Other remotes are not built.
 * `write` adds or replaces a file (its folders made as needed), for a test's own builds.
 */
export function createFakeStaticRoot(options: { withShell?: boolean } = {}): { root: string; write(file: string, content: string | Buffer): void; remove(): void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-static-'));
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  if (options.withShell !== false) {
    write('shell/dist/index.html', SHELL_INDEX);
    write('shell/dist/main.3f9a1c.js', 'console.log("shell");');
  }
  write('remote-landing/dist/mf-manifest.json', '{"name":"landing"}');
  write('remote-landing/dist/remoteEntry.js', 'var landing;');
  write('remote-landing/dist/__federation_expose_LandingPage.9b8c7d.js', 'export default 1;');
  write('secret.txt', 'outside every dist');
  return { root, write, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
