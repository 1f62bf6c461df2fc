// What a built script's bytes on the wire are made of, by package: each stretch of the minified
// file is given to the source its source map names, the stretches of each package are compressed
// together, and the file's encoded size is shared out in proportion. An estimate (brotli finds
// repeats across packages too), but one that adds up to what crossed the wire.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { decodedMappings, TraceMap } from '@jridgewell/trace-mapping';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * The built file behind a script's URL path: the shell's at the root, a remote's under
 * /remotes/<name>/releases/<id>/ (the local build is the current release the bench serves).
 */
export function builtFile(urlPath) {
  const remote = /^\/remotes\/([a-z]+)\/(?:releases\/[0-9a-f]{12}\/)?(.+)$/.exec(urlPath);
  return remote ? path.join(ROOT, `remote-${remote[1]}`, 'dist', remote[2]) : path.join(ROOT, 'shell', 'dist', urlPath.slice(1));
}

/**
 * The package a source belongs to: a dependency by its npm name, the bundler's own runtime, or
 * the Lectern workspace package (the app itself for its `./src`).
 */
export function packageOf(source) {
  const [, app = '', rest = source] = /^webpack:\/\/lectern_([a-z]+)\/(.*)$/.exec(source) ?? [];
  const modules = rest.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope, name] = rest.slice(modules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  if (rest.startsWith('webpack/')) return 'bundler runtime';
  const workspace = /^\.\.\/(shared-api|shared-ui)\//.exec(rest);
  if (workspace) return workspace[1];
  return app === 'shell' ? 'shell' : `remote-${app}`;
}

/** Lectern's own code, as against the libraries it is built on. */
export const isLecternCode = (pkg) => /^(shell|remote-[a-z]+|shared-api|shared-ui)$/.test(pkg);

const brotli = (text) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** `wireBytes` of the built file shared out by package: Map<package, bytes>. */
export function wireBytesByPackage(file, wireBytes) {
  const code = readFileSync(file, 'utf8');
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const lines = code.split('\n');
  const text = new Map();
  const take = (pkg, piece) => piece && text.set(pkg, (text.get(pkg) ?? '') + piece);
  decodedMappings(new TraceMap(map)).forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    take('(no source)', line.slice(0, segments[0]?.[0] ?? line.length));
    segments.forEach((segment, index) => {
      const end = segments[index + 1]?.[0] ?? line.length;
      take(segment.length > 1 ? packageOf(map.sources[segment[1]]) : '(no source)', line.slice(segment[0], end));
    });
  });
  const compressed = [...text].map(([pkg, piece]) => [pkg, brotli(piece)]);
  const total = compressed.reduce((sum, [, bytes]) => sum + bytes, 0);
  return new Map(compressed.map(([pkg, bytes]) => [pkg, (bytes / total) * wireBytes]));
}
