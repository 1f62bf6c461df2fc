// The failures `npm run release` prints as one line with exit code 1 (a wrong command is args.ts's
// UsageError, exit code 2). Kept apart so the HTTP path loads nothing of the database.

/** The site said no (its message is the one people read: the server's, as the API answers it). */
export class ReleaseRefusal extends Error {}

/** The site cannot take a release from here as it is (no database there, one behind this build, held by a silent process). */
export class SiteNotReadyError extends Error {}
