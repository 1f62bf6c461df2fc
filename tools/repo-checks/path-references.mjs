// The strings in a piece of prose (a README, a doc, a file's header comment) that read as paths in
// this repository: a name ending in one of our files' extensions, or a folder path with a slash.
// Whether each exists is for doc-paths.test.mjs to say; this file only tells paths from prose.

/** Extensions of the files a doc names; `.js` is left out: those are build outputs (main.js, remoteEntry.js). */
const FILE_EXTENSION = /^[^/]*[^/.][^/]*\.(ts|tsx|md|mjs|cjs|json|sql|sh|yml)$/;

// Characters a path (or a URL, glob or placeholder around one) is written with: anything else ends it.
const TOKEN = /[\w.@~+\-/<>*${}[\]:#]+/g;

/** Not a path in the tree: a URL, a glob or placeholder (`*`, `<id>`, `${x}`, `[slug]`), a home folder. */
const NOT_A_TREE_PATH = /:\/\/|[*<>{}$[\]~]/;

/**
 * The path-like strings of `text`, each as `{ path, kind }`: `file` when it ends in a known
 * extension, `folder` when it has a slash but no extension (prose such as "and/or" is one too;
 * the caller checks a folder only when its first segment is a folder it knows). Anchors
 * (`#section`) and line numbers (`:12`) are cut off. URLs, globs, placeholders, absolute paths
 * (API routes, system files) and package names (`@lectern/...`, `node_modules/...`) are left out.
 */
export function pathReferences(text) {
  const found = [];
  // A path broken at its hyphen by a comment's line wrap ("live/stream-\n// sessions.ts") is one path.
  const unwrapped = text.replace(/(\w)-\n[ \t]*(?:\/\/|\*)?[ \t]*(?=\w)/g, '$1-');
  for (const [raw] of unwrapped.matchAll(TOKEN)) {
    if (NOT_A_TREE_PATH.test(raw)) continue;
    const path = raw
      .replace(/[.:,;]+$/, '') // the sentence's punctuation
      .replace(/#.*$/, '') // a heading in the file
      .replace(/(:\d+)+$/, ''); // a line and column
    if (path.includes(':') || path.startsWith('/') || path.startsWith('@')) continue;
    if (path.split('/').includes('node_modules')) continue;
    const name = path.split('/').at(-1);
    if (FILE_EXTENSION.test(name)) found.push({ path, kind: 'file' });
    else if (path.includes('/') && /\w/.test(path)) found.push({ path: path.replace(/\/+$/, ''), kind: 'folder' });
  }
  return found;
}

/**
 * A source file's header: the comment it starts with (after a `#!` line), `//` lines or one
 * block comment. What the file says of itself, and of the files around it.
 */
export function headerComment(source) {
  const lines = source.replace(/^#!.*\n/, '').split('\n');
  const header = [];
  let inBlock = false;
  for (const line of lines) {
    const trimmed = line.trim();
    if (inBlock) {
      header.push(line);
      if (trimmed.includes('*/')) break;
    } else if (trimmed.startsWith('//')) {
      header.push(line);
    } else if (trimmed.startsWith('/*') && header.length === 0) {
      header.push(line);
      if (trimmed.includes('*/', 2)) break;
      inBlock = true;
    } else {
      break;
    }
  }
  return header.join('\n');
}
