// Scripts compiled off the main thread (docs/architecture.md, first paint). Chrome compiles a
// script on a background thread while it downloads, but only the functions V8 expects to run at
// once: every other function is compiled on the main thread when first called. On the landing
// page at 4x CPU that was 39-73 ms of the federation runtime's first task, and most of each
// hydration task. A script that opens with V8's compile hint (Chrome 136 and later; a comment to
// other browsers) has all its functions compiled while it downloads.
// Compiling a function that never runs costs background time and memory, so a chunk of a large
// library that one screen loads on demand and runs only in part (pdf.js) goes without the hint.
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Production web builds: after minifying (which drops comments), before source maps. */
export class CompileHintsPlugin {
  /** @param {{ partlyRunLibraries?: string[] }} options packages whose chunks go without the hint */
  constructor({ partlyRunLibraries = [] } = {}) {
    this.libraryFolders = partlyRunLibraries.map((name) => `${path.sep}node_modules${path.sep}${name}${path.sep}`);
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          const unhinted = new Set();
          for (const chunk of compilation.chunks) {
            if (compilation.chunkGraph.getChunkModules(chunk).some((module) => this.#fromPartlyRunLibrary(module))) {
              for (const file of chunk.files) unhinted.add(file);
            }
          }
          for (const [name, asset] of Object.entries(assets)) {
            if (!name.endsWith('.js') || unhinted.has(name)) continue;
            compilation.updateAsset(name, new sources.ConcatSource(COMPILE_HINT, asset));
          }
        },
      );
    });
  }

  #fromPartlyRunLibrary(module) {
    const file = module.nameForCondition() ?? '';
    return this.libraryFolders.some((folder) => file.includes(folder));
  }
}
