// The chunks an app needs to start, written as `preload.json` next to its build: the server
// names them in the page's <head> so the browser fetches them at once instead of discovering
// them one after another (docs/architecture.md §8). For the host, what its bootstrap needs; for a
// remote, what its exposed modules need. `shared` lists, per shared package the chunks use,
// this build's own copy of it: the server takes a remote's copy only when the host provides none.
// `sizes` gives each listed file's bytes (and a remote's entry's): the server asks for the largest first.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FEDERATION_MANIFEST_FILE, PRELOAD_FILE } from './artifacts.mjs';

const CONSUMED = /^consume shared module \([^)]*\) (.+?)@/;
const PROVIDED = /^provide shared module \([^)]*\) (.+?)@/;

/**
 * The chunks of the named chunk groups, and of the shared packages they consume, and of the
 * packages those consume in turn (react-query's query-core...).
 */
function startupFiles(json, manifest, names) {
  const groups = names.map((name) => json.namedChunkGroups?.[name]);
  if (groups.length === 0 || groups.includes(undefined)) throw new Error(`StartupPreloadPlugin: no chunk group named ${names.join(', ')}`);
  const consumedIn = new Map();
  const collect = (module, chunks) => {
    const match = CONSUMED.exec(module.name ?? '');
    if (match) for (const chunk of chunks) consumedIn.set(chunk, [...(consumedIn.get(chunk) ?? []), match[1]]);
    for (const inner of module.modules ?? []) collect(inner, inner.chunks?.length ? inner.chunks : chunks);
  };
  for (const module of json.modules ?? []) collect(module, module.chunks ?? []);
  const chunkOfFile = new Map(json.chunks.flatMap((chunk) => chunk.files.map((file) => [file, chunk.id])));
  // A shared package's chunk loads with its siblings (chunks holding only what it consumes).
  const siblings = new Map(json.chunks.map((chunk) => [chunk.id, chunk.siblings ?? []]));
  // The manifest lists a package's provided chunk and its consume-fallback chunk (loaded only when
  // no build provides the package): keep the chunks that provide it, the ones that actually run.
  const provides = new Map(json.chunks.map((chunk) => [chunk.id, new Set((chunk.origins ?? []).map((origin) => PROVIDED.exec(origin.moduleName ?? '')?.[1]).filter(Boolean))]));
  const providing = (pkg, files) => {
    const kept = files.filter((file) => provides.get(chunkOfFile.get(file))?.has(pkg));
    return kept.length > 0 ? kept : files;
  };
  const sharedFiles = new Map(manifest.shared.map((entry) => [entry.name, providing(entry.name, entry.assets.js.sync)]));

  const files = [...new Set(groups.flatMap((group) => group.assets.map((asset) => asset.name)).filter((name) => name.endsWith('.js')))];
  const shared = {};
  const pending = groups.flatMap((group) => group.chunks);
  while (pending.length > 0) {
    for (const pkg of consumedIn.get(pending.pop()) ?? []) {
      if (pkg in shared) continue;
      shared[pkg] = sharedFiles.get(pkg) ?? [];
      for (const file of shared[pkg]) {
        const chunk = chunkOfFile.get(file);
        if (chunk !== undefined) pending.push(chunk, ...siblings.get(chunk));
      }
    }
  }
  return { files, shared };
}

export class StartupPreloadPlugin {
  /** @param {string | null} chunkGroup the named async chunk the host's entry imports first; null: a remote's exposed modules */
  constructor(chunkGroup) {
    this.chunkGroup = chunkGroup;
  }

  apply(compiler) {
    compiler.hooks.done.tap('StartupPreloadPlugin', (stats) => {
      const out = compiler.options.output.path;
      const json = stats.toJson({ all: false, chunkGroups: true, chunks: true, chunkRelations: true, chunkOrigins: true, modules: true, nestedModules: true, ids: true });
      const manifest = JSON.parse(readFileSync(path.join(out, FEDERATION_MANIFEST_FILE), 'utf8'));
      const names = this.chunkGroup ? [this.chunkGroup] : Object.keys(json.namedChunkGroups ?? {}).filter((name) => name.startsWith('__federation_expose_'));
      const { files, shared } = startupFiles(json, manifest, names);
      const entry = this.chunkGroup === null ? manifest.metaData?.remoteEntry?.name : undefined;
      const listed = [...files, ...Object.values(shared).flat(), ...(entry ? [entry] : [])];
      const sizes = Object.fromEntries(listed.map((file) => [file, statSync(path.join(out, file)).size]));
      /** @type {import('./artifacts.mjs').StartupPreload} */
      const preload = { files, shared, sizes };
      writeFileSync(path.join(out, PRELOAD_FILE), JSON.stringify(preload));
    });
  }
}
