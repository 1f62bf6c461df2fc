// Lint rule: no module imports itself round a cycle, type-only imports included.
// import-x/no-cycle skips every `import type` (it guards the run-time load order only), so a
// circle closed by a type import, as material-lists.ts → snippets.ts → search-filters.ts →
// (type) material-lists.ts was, passed lint. A circle is a design fault whatever the import
// carries: the files cannot be read, moved or tested one without the other.
// This is import-x/no-cycle's search over the same module map (its resolver, parsers and cache),
// with every edge counted: static, type-only, re-exports and dynamic import().
import path from 'node:path';
import { ModuleInfo } from 'eslint-plugin-import-x/core/module-info';
import { moduleVisitor } from 'eslint-plugin-import-x/utils';

/** A package from node_modules is never part of our cycle; workspace packages resolve to their source. */
const isInstalledPackage = (file) => /[\\/]node_modules[\\/]/.test(file);

/**
 * The shortest import chain from `start` back to `target`, as the files on the way after `start`,
 * or null when there is none. `seen` carries the modules this file's earlier imports already
 * explored: none of them leads back, so they need no second visit.
 */
function chainBack(start, target, seen) {
  const queue = [{ module: start, route: [] }];
  seen.add(start.path);
  while (queue.length > 0) {
    const { module, route } = queue.shift();
    for (const [file, { resolve }] of module.getImports()) {
      if (isInstalledPackage(file)) continue;
      if (file === target) return route;
      if (seen.has(file)) continue;
      seen.add(file);
      const next = resolve();
      if (next) queue.push({ module: next, route: [...route, file] });
    }
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid a module from importing a module that imports it back, type-only and dynamic imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle: this file → {{route}} → this file.' },
  },
  create(context) {
    const filename = context.physicalFilename;
    if (filename === '<text>') return {};
    const seen = new Set();
    return moduleVisitor((source, importer) => {
      const imported = ModuleInfo.get(source.value, context);
      if (imported == null || imported.path === filename || isInstalledPackage(imported.path) || seen.has(imported.path)) return;
      const route = chainBack(imported, filename, seen);
      if (route == null) return;
      // Found: explore this import's modules again from the next import, which may close its own circle.
      seen.clear();
      const here = path.dirname(filename);
      const files = [imported.path, ...route].map((file) => path.relative(here, file));
      context.report({ node: importer, messageId: 'cycle', data: { route: files.join(' → ') } });
    }, { esmodule: true, commonjs: true });
  },
};
