// Its own module so the shell's entry, which needs only these names before anything is shared,
// bundles nothing else of the contract.

/** The remotes the shell loads by name (REMOTE_<NAME>_URL on the server, the remotes map in the shell). */
export const REMOTE_NAMES = ['landing', 'auth', 'student', 'management'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
