// The host's start-up chunks, written as `preload.json` next to its build: the server names
// them in the page's <head> so the browser fetches them at once instead of discovering them
// one after another (DESIGN.md §14).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const PRELOAD_FILE = 'preload.json';
const CONSUMED = /^consume shared module \([^)]*\) (.+?)@/;

/**
 * Every chunk the named chunk group needs: its own, and those of the shared packages it
 * consumes, and of the packages those consume in turn (react-query's query-core...).
 */
function startupFiles(json, manifest, chunkGroup) {
  const group = json.namedChunkGroups?.[chunkGroup];
  if (!group) throw new Error(`StartupPreloadPlugin: no chunk group named ${chunkGroup}`);
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
  const sharedFiles = new Map(manifest.shared.map((entry) => [entry.name, entry.assets.js.sync]));

  const files = new Set(group.assets.map((asset) => asset.name).filter((name) => name.endsWith('.js')));
  const seen = new Set();
  const pending = [...group.chunks];
  while (pending.length > 0) {
    for (const pkg of consumedIn.get(pending.pop()) ?? []) {
      if (seen.has(pkg)) continue;
      seen.add(pkg);
      for (const file of sharedFiles.get(pkg) ?? []) {
        files.add(file);
        const chunk = chunkOfFile.get(file);
        if (chunk !== undefined) pending.push(chunk, ...siblings.get(chunk));
      }
    }
  }
  return [...files];
}

export class StartupPreloadPlugin {
  /** @param {string} chunkGroup the named async chunk the host's entry imports first */
  constructor(chunkGroup) {
    this.chunkGroup = chunkGroup;
  }

  apply(compiler) {
    compiler.hooks.done.tap('StartupPreloadPlugin', (stats) => {
      const out = compiler.options.output.path;
      const json = stats.toJson({ all: false, chunkGroups: true, chunks: true, chunkRelations: true, modules: true, nestedModules: true, ids: true });
      const manifest = JSON.parse(readFileSync(path.join(out, 'mf-manifest.json'), 'utf8'));
      writeFileSync(path.join(out, PRELOAD_FILE), JSON.stringify({ files: startupFiles(json, manifest, this.chunkGroup) }));
    });
  }
}
