// What the render process may do (docs/architecture.md §8). It runs remotes' prerender bundles,
// code this server did not build (a release published by a remote's team), so it runs under
// Node's permission model: it reads only the server's node_modules (React and the other packages
// a bundle requires by name), its own script and the folders the releases live in; it cannot
// write files, start processes or threads, load addons or open the inspector; and its env holds
// nothing of the server's (DATABASE_URL, tokens), only NODE_ENV and NODE_PATH.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface Sandbox {
  /** Node's flags for the child: the permission model and what it may read. */
  execArgv: string[];
  /** The child's whole env. */
  env: Record<string, string>;
}

/**
 * The node_modules folder the server's own React comes from: a bundle requires its packages by
 * name (tools/build/prerender.mjs), resolved here through NODE_PATH, so it renders with the
 * server's copies wherever it was built. Null when React is not installed (no render then).
 */
export function nodeModulesRoot(): string | null {
  try {
    const entry = createRequire(import.meta.url).resolve('react');
    const marker = `${path.sep}node_modules${path.sep}`;
    const at = entry.lastIndexOf(marker);
    return at === -1 ? null : entry.slice(0, at + marker.length - 1);
  } catch {
    return null;
  }
}

/** The child's flags and env: `script` is its own file, `readableDirs` the folders of the bundles it may run. */
export function renderSandbox(script: string, modules: string, readableDirs: readonly string[]): Sandbox {
  // Node 22 and later: `--permission`, and a folder that exists grants what is under it (one
  // that does not exist yet grants only its own path, so it takes the wildcard, as Node's docs
  // say). Node 20: `--experimental-permission`, and a folder's contents need the wildcard. The
  // wildcard comes after the separator, so /data/releases grants nothing of /data/releases-old.
  const stable = process.allowedNodeEnvironmentFlags.has('--permission');
  const folder = (dir: string) => `--allow-fs-read=${stable && fs.existsSync(dir) ? dir : path.join(dir, '*')}`;
  const dirs = unique([modules, ...readableDirs].flatMap(withRealPath));
  return {
    execArgv: [stable ? '--permission' : '--experimental-permission', ...dirs.map(folder), ...withRealPath(script).map((file) => `--allow-fs-read=${file}`)],
    // React and styled-components as the browser's production build runs them.
    env: { NODE_ENV: 'production', NODE_PATH: modules },
  };
}

/** Whether `file` lies under one of `dirs` (compared as resolved paths: no `..` out of them). */
export function isInside(dirs: readonly string[], file: string): boolean {
  return dirs.some((dir) => {
    const relative = path.relative(path.resolve(dir), path.resolve(file));
    return relative !== '' && relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
  });
}

// Node checks a read against the path it opens, and require() opens a module's real path: a
// folder reached through a symbolic link is granted under both names.
function withRealPath(file: string): string[] {
  const resolved = path.resolve(file);
  try {
    return unique([resolved, fs.realpathSync(resolved)]);
  } catch {
    return [resolved];
  }
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
