import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../startup/nextTask.ts';

/** The part of the federation runtime's share-scope entries this plugin reads. */
interface SharedEntry {
  /** Which container provides it. */
  from?: string;
  /** Set once it has been loaded: evaluates the package (once; later calls return it). */
  lib?: () => unknown;
}

type ShareScopeMap = Record<string, Record<string, Record<string, SharedEntry>>>;

/** The packages remotes brought (not the shell), loaded but perhaps not yet evaluated. */
function remoteProvidedLibs(shareScopeMap: ShareScopeMap, shell: string): Array<() => unknown> {
  const libs: Array<() => unknown> = [];
  for (const packages of Object.values(shareScopeMap)) {
    for (const versions of Object.values(packages)) {
      for (const entry of Object.values(versions)) {
        if (entry.from !== shell && typeof entry.lib === 'function') libs.push(entry.lib);
      }
    }
  }
  return libs;
}

/**
 * Loading a remote's module is several pieces of main-thread work: evaluating its entry
 * script, starting its container (sharing the singletons), evaluating the shared packages that
 * remote brought (formik and yup come with the auth remote), and evaluating the exposed module
 * with the modules it imports. Run back to back they made one task of 25-45 ms on this machine,
 * four times that on a slow phone; a task boundary before each lets the page answer input and
 * paint in between. The shell's own shared packages were evaluated one per task as it started
 * (src/index.ts).
 */
export default function yieldWhileLoading(): ModuleFederationRuntimePlugin {
  const evaluated = new WeakSet<() => unknown>();
  return {
    name: 'lectern-yield-while-loading',
    async beforeInitContainer(args) {
      await nextTask();
      return args;
    },
    async beforeExecuteFactory(args) {
      for (const lib of remoteProvidedLibs(args.origin.shareScopeMap, args.origin.options.name)) {
        if (evaluated.has(lib)) continue;
        evaluated.add(lib);
        await nextTask();
        lib();
      }
      await nextTask();
    },
  };
}
