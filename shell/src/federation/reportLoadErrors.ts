import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type Report = (error: unknown, remote: string | undefined) => void;

let report: Report | undefined;

/**
 * Where a failed load goes (src/clientReport sets it when it starts). This file imports nothing:
 * a runtime plugin that imported the report would bring the whole contract into `main`.
 */
export function onRemoteLoadError(next: Report | undefined): void {
  report = next;
}

/**
 * A remote that could not be loaded (its manifest, entry or a chunk) counts against its release.
 * Every failure of a load ends in the `onLoad` step, once; the steps before it (a manifest that
 * could not be fetched) would count the same failure twice.
 */
export default function reportLoadErrors(): ModuleFederationRuntimePlugin {
  return {
    name: 'lectern-report-load-errors',
    errorLoadRemote({ error, lifecycle, remote }) {
      if (lifecycle === 'onLoad') report?.(error, remote?.name);
      return undefined;
    },
  };
}
