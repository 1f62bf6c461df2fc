import type { Preload } from './preloads.ts';
import type { PrerenderedPage } from './prerendered.ts';
import { escapeHtml } from '../platform/escape-html.ts';

export interface PageParts {
  /**
   * Files to fetch at once (the route's chunks and manifest), as `<link rel="preload">`. Not on a
   * prerendered page: its script lists them, to be asked for once the page has painted.
   */
  preloads: Preload[];
  /** The inline script (remotes map, session); allowed by its hash or by `nonce`. */
  script: string;
  nonce: string | null;
  /**
   * The remote's markup for #root and its styles, when it has them for this page: built for
   * everyone (a public page), or rendered for the signed-in person (`signedIn`).
   */
  prerendered: { remote: string; page: PrerenderedPage; signedIn: boolean } | null;
}

const PRELOAD_ATTRIBUTES: Record<Preload['as'], string> = {
  script: '',
  // The federation runtime fetches the manifest in CORS mode: the preload must match it to be reused.
  fetch: ' crossorigin',
};

const ROOT = /<div id="root"><\/div>/;
/** The shell's entry, as its build writes it into index.html (HtmlRspackPlugin, deferred). */
const ENTRY_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/i;
/** An empty element right after the prerendered #root: the first frame waits for it (rel=expect). */
const ROOT_END = 'lectern-root-end';

/** `snippet` before the head's first script (or at the end of the head when it has none). */
function beforeFirstScript(html: string, snippet: string): string {
  const headEnd = html.search(/<\/head>/i);
  const firstScript = html.search(/<script/i);
  const at = firstScript !== -1 && (headEnd === -1 || firstScript < headEnd) ? firstScript : headEnd;
  return at === -1 ? snippet + html : html.slice(0, at) + snippet + html.slice(at);
}

function atHeadEnd(html: string, snippet: string): string {
  const headEnd = html.search(/<\/head>/i);
  return headEnd === -1 ? snippet + html : html.slice(0, headEnd) + snippet + html.slice(headEnd);
}

/** The shell's entry scripts, in order: what a prerendered page starts once it has painted. */
export function entryScripts(template: string): string[] {
  return [...template.matchAll(ENTRY_SCRIPT)].map((match) => match[1]!);
}

/**
 * The shell's index.html for one request. The inline script goes before the head's first
 * script (the shell reads it as it starts); the preloads after the shell's own scripts (the
 * browser fetches those first: they run first), with the prerendered styles; and the
 * prerendered markup into #root, marked so the shell hydrates it. A prerendered page paints
 * before any script is evaluated or any other file fetched: its entry is only preloaded, and
 * its inline script (`AfterPaint` in index-html.ts) lists the entry and the preloads for the
 * shell's index.html to start once the browser has painted.
 */
export function renderPage(template: string, parts: PageParts): string {
  const script = `<script${parts.nonce ? ` nonce="${parts.nonce}"` : ''}>${parts.script}</script>`;
  template = parts.prerendered
    ? template.replace(ENTRY_SCRIPT, (_tag, src: string) => `<link rel="preload" as="script" href="${src}">`)
    : // Nothing shows until the entry runs: fetch it first (a deferred script is otherwise fetched
      // at low priority, after every preload).
      template.replace(ENTRY_SCRIPT, (_tag, src: string) => `<script defer fetchpriority="high" src="${src}"></script>`);
  const preloads = (parts.prerendered ? [] : parts.preloads)
    .map(({ href, as }) => `<link rel="preload" as="${as}" href="${escapeHtml(href)}"${PRELOAD_ATTRIBUTES[as]}>`)
    .join('');
  // A prerendered page paints whole: the browser holds its first frame until the parser is past
  // #root (a frame of half the markup, then the rest, moves centred content: a layout shift).
  const whole = parts.prerendered && ROOT.test(template) ? `<link rel="expect" href="#${ROOT_END}" blocking="render">` : '';
  let html = atHeadEnd(beforeFirstScript(template, script), (parts.prerendered?.page.css ?? '') + whole + preloads);
  if (parts.prerendered && ROOT.test(html)) {
    const { remote, page, signedIn } = parts.prerendered;
    // data-signed-in: the markup shows the page's session (the shell hydrates it as such).
    const marks = `data-prerendered="${escapeHtml(remote)}"${signedIn ? ' data-signed-in' : ''}`;
    html = html.replace(ROOT, () => `<div id="root" ${marks}>${page.html}</div><template id="${ROOT_END}"></template>`);
    // The page reads without JavaScript; "needs JavaScript" would be untrue here.
    html = html.replace(NOSCRIPT, '');
  }
  return html;
}
