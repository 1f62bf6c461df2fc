// The compatibility gate (docs/releases.md): before anything of a build is stored, every shared
// singleton it requires must be satisfied by the version the page will give it, and the contract
// it was built against must be one this server speaks. Singletons are shared `loaded-first`: the
// shell provides most of them; one the shell does not provide (formik, yup) is provided by
// whichever remote loads first, so the other remotes' current releases must satisfy it too.
import semver from 'semver';
import { RELEASE_MESSAGES as M, SPOKEN_CONTRACT_VERSIONS, type RemoteName } from '@lectern/shared-api/contract';
import { ReleaseRefusedError, type SharedPackage } from './release-build.ts';

/** What provides shared packages to a page: the shell, or another remote's current release. */
export interface SharedProvider {
  /** How the refusal names it: "the shell", "the auth remote's current release". */
  label: string;
  shared: readonly Pick<SharedPackage, 'name' | 'version'>[];
}

/** A refusal naming the package, the range required and the version provided; null when compatible. */
export function incompatibility(required: readonly SharedPackage[], contractVersion: number, shell: SharedProvider, others: readonly SharedProvider[]): string | null {
  if (!SPOKEN_CONTRACT_VERSIONS.includes(contractVersion)) return M.contractUnspoken(contractVersion);
  const shellNames = new Set(shell.shared.map((entry) => entry.name));
  for (const pkg of required.filter((entry) => entry.singleton)) {
    // What the shell provides is what every page gets; the others matter only where the shell provides nothing.
    const providers = shellNames.has(pkg.name) ? [shell] : others;
    for (const provider of providers) {
      const provided = provider.shared.find((entry) => entry.name === pkg.name);
      if (provided && !semver.satisfies(provided.version, pkg.required, { includePrerelease: true })) {
        return M.incompatibleShared(pkg.name, pkg.required, provided.version, provider.label);
      }
    }
  }
  return null;
}

export function assertCompatible(...args: Parameters<typeof incompatibility>): void {
  const refusal = incompatibility(...args);
  if (refusal) throw new ReleaseRefusedError(refusal);
}

export const remoteProviderLabel = (remote: RemoteName) => `the ${remote} remote's current release`;
