import { matchPath } from 'react-router-dom';
import type { Role } from '@lectern/shared-api/contract';

/** A signed-in page a remote renders on the server for each request, and where the shell mounts that remote. */
export interface SignedInPage {
  /** The page's path pattern (react-router), e.g. '/material/:id'. */
  path: string;
  /** The shell's route for the remote (its AppRoutes), e.g. '/material/*'. */
  mount: string;
  /**
   * Who may open it, when not everyone signed in (the shell's access rule for the path,
   * shell/src/routes/accessRules.ts): anyone else gets no markup, and the shell sends them on.
   */
  roles?: readonly Role[];
}

/**
 * The mount of the listed page `url` is, or null: a page not listed, or not for this role, is
 * rendered in the browser.
 */
export function signedInMount(pages: readonly SignedInPage[], url: string, role: Role): string | null {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  const page = pages.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname));
  return page && (!page.roles || page.roles.includes(role)) ? page.mount : null;
}
