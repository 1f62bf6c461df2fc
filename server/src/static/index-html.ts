import { createHash } from 'node:crypto';
import type { RemotesMap } from './remotes.ts';

/**
 * The inline script that hands the remotes map to the shell, so it need not wait for
 * /remotes.json. `<` is escaped so no value can close the script element.
 */
export function remotesScript(remotes: RemotesMap): string {
  const json = JSON.stringify(remotes)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `window.__LECTERN_REMOTES__=${json}`;
}

/** The CSP source that allows exactly this inline script. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Put the remotes script (and the preload of the remote this page needs) before the head's first script. */
export function renderIndexHtml(html: string, script: string, preloadEntry: string | null): string {
  const preload = preloadEntry
    ? `<link rel="preload" as="script" href="${escapeAttribute(preloadEntry)}">`
    : '';
  const snippet = `${preload}<script>${script}</script>`;
  const headEnd = html.search(/<\/head>/i);
  const firstScript = html.search(/<script/i);
  const at = firstScript !== -1 && (headEnd === -1 || firstScript < headEnd) ? firstScript : headEnd;
  if (at === -1) return snippet + html;
  return html.slice(0, at) + snippet + html.slice(at);
}
