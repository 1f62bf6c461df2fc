import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../startup/nextTask.ts';

/**
 * Loading a remote's module is three pieces of main-thread work: evaluating its entry script,
 * starting its container (sharing the singletons), and evaluating the exposed module with the
 * modules it imports. Run back to back they made one task of 25-45 ms on this machine, four
 * times that on a slow phone; a task boundary before the last two lets the page answer input
 * and paint in between.
 */
export default function yieldWhileLoading(): ModuleFederationRuntimePlugin {
  return {
    name: 'lectern-yield-while-loading',
    async beforeInitContainer(args) {
      await nextTask();
      return args;
    },
    async beforeExecuteFactory() {
      await nextTask();
    },
  };
}
