// Which paths named in the docs (docs/**/*.md, every README.md) and in source files' header
// comments exist nowhere. Docs and comments write paths from whatever folder the reader is in
// (the root, the package, its src/, a folder up the tree, another package: "`list-cache.ts`",
// "cache/invalidation.ts"), so a path counts as existing when some file or folder's path ends
// with it; `./` and `../` paths only from the naming file's own folder.
import path from 'node:path';
import { headerComment, pathReferences } from './path-references.mjs';
import { MADE_FOLDERS } from './repo-tree.mjs';

const SOURCE_FILE = /\.(ts|tsx|mjs|cjs)$/;

const isDoc = (file) => (file.startsWith('docs/') && file.endsWith('.md')) || path.posix.basename(file) === 'README.md';

const folderOf = (file) => (path.posix.dirname(file) === '.' ? '' : path.posix.dirname(file));

/** `relative` from `base`, or null when it leaves the repository. */
function joined(base, relative) {
  const result = path.posix.normalize(base ? `${base}/${relative}` : relative);
  return result === '.' ? '' : result.startsWith('..') ? null : result;
}

/** Every tail of every path in the tree ('a/b/c.ts': 'a/b/c.ts', 'b/c.ts', 'c.ts'): what a path written from some folder can be. */
function pathTails(tree) {
  const tails = new Set();
  for (const full of [...tree.files, ...tree.folders]) {
    const segments = full.split('/');
    for (let i = 0; i < segments.length; i++) tails.add(segments.slice(i).join('/'));
  }
  return tails;
}

/** Each file whose words are checked, with the words: a doc whole, a source file's header comment. */
export function referringTexts(tree, read) {
  const texts = [];
  for (const file of [...tree.files].sort()) {
    if (isDoc(file)) texts.push({ file, text: read(file) });
    else if (SOURCE_FILE.test(file)) texts.push({ file, text: headerComment(read(file)) });
  }
  return texts;
}

/**
 * `file: path` for every path named in `tree`'s docs and headers that exists nowhere.
 * `isPackage(name)`: whether an npm package of that name is installed (`pdfjs-dist/build/...`);
 * `builtNames`: the files a build writes (the artifact contract's names), absent from the tree.
 */
export function staleReferences(tree, read, { isPackage, builtNames }) {
  const tails = pathTails(tree);
  const folderNames = new Set([...tree.folders].map((folder) => path.posix.basename(folder)));
  const stale = [];
  for (const { file, text } of referringTexts(tree, read)) {
    for (const { path: reference, kind } of pathReferences(text)) {
      const segments = reference.split('/');
      // Built, installed or written at run time: absent from a fresh checkout by design.
      if (segments.some((segment) => MADE_FOLDERS.has(segment)) || builtNames.has(reference)) continue;
      const relative = reference.startsWith('./') || reference.startsWith('../');
      if (relative) {
        const at = joined(folderOf(file), reference);
        // "./modal", "exposes ./LandingPage": a package's export, unless it starts at a folder beside the file.
        const firstNamed = segments.findIndex((segment) => segment !== '.' && segment !== '..');
        const start = joined(folderOf(file), segments.slice(0, firstNamed + 1).join('/'));
        if (kind === 'folder' && !tree.folders.has(start)) continue;
        if (at !== null && (tree.files.has(at) || tree.folders.has(at))) continue;
      } else {
        // "and/or", "text/plain": a folder path only when it starts with a folder of ours.
        if (kind === 'folder' && !folderNames.has(segments[0])) continue;
        if (tails.has(reference)) continue;
        if (segments.length > 1 && isPackage(segments[0])) continue;
      }
      stale.push(`${file}: ${reference}`);
    }
  }
  return [...new Set(stale)];
}
