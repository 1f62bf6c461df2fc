// The repository's files and folders as a fresh checkout has them: what is built, installed or
// written at run time (the .gitignore'd folders) is left out, so a doc naming one fails nowhere.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** .gitignore's folders (made by npm install, a build, a test run or the server) and .git: never in the tree. */
export const MADE_FOLDERS = new Set(['node_modules', 'dist', '.data', '.nx', 'coverage', 'test-results', 'playwright-report', '.swc', '.git']);

/** Every file and folder under `root`, as paths relative to it with `/` separators. */
export function repoTree(root) {
  const files = new Set();
  const folders = new Set(['']);
  const walk = (folder) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      if (MADE_FOLDERS.has(entry.name)) continue;
      const relative = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        folders.add(relative);
        walk(relative);
      } else {
        files.add(relative);
      }
    }
  };
  walk('');
  return { files, folders };
}
