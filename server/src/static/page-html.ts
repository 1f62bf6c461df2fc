import type { PrerenderedPage } from './prerendered.ts';

export interface PageParts {
  /** Scripts to fetch at once (the route's chunks), as `<link rel="preload">`. */
  preloads: string[];
  /** The inline script (remotes map, session); allowed by its hash or by `nonce`. */
  script: string;
  nonce: string | null;
  /** The remote's markup for #root and its styles, when it has them for this page. */
  prerendered: { remote: string; page: PrerenderedPage } | null;
}

export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const ROOT = /<div id="root"><\/div>/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/i;

/**
 * The shell's index.html for one request: preloads, styles and the inline script go before
 * the head's first script (the browser starts every fetch before running any), and the
 * prerendered markup into #root, marked so the shell hydrates it.
 */
export function renderPage(template: string, parts: PageParts): string {
  const head = [
    ...parts.preloads.map((url) => `<link rel="preload" as="script" href="${escapeAttribute(url)}">`),
    parts.prerendered?.page.css ?? '',
    `<script${parts.nonce ? ` nonce="${parts.nonce}"` : ''}>${parts.script}</script>`,
  ].join('');
  const headEnd = template.search(/<\/head>/i);
  const firstScript = template.search(/<script/i);
  const at = firstScript !== -1 && (headEnd === -1 || firstScript < headEnd) ? firstScript : headEnd;
  let html = at === -1 ? head + template : template.slice(0, at) + head + template.slice(at);
  if (parts.prerendered && ROOT.test(html)) {
    const { remote, page } = parts.prerendered;
    html = html.replace(ROOT, () => `<div id="root" data-prerendered="${escapeAttribute(remote)}">${page.html}</div>`);
    // The page reads without JavaScript; "needs JavaScript" would be untrue here.
    html = html.replace(NOSCRIPT, '');
  }
  return html;
}
