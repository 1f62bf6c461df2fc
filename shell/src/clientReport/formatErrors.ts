// The errors of a report, as the server takes them (a chunk of its own, loaded once a page has
// caught its first error: clientReport.ts). Nothing personal leaves the page: the path without its
// query, messages and frames scrubbed by the contract's rule and cut to its limits.
import {
  CLIENT_REPORT_LIMITS as LIMITS,
  REMOTE_NAMES,
  releaseOfUrl,
  remoteForPath,
  reportPath,
  scrubReportText,
  type ClientErrorEntry,
  type ClientErrorKind,
  type RemoteName,
} from '@lectern/shared-api/contract';

/** An error as it was caught (clientReport.ts keeps it): scrubbed here, given its release and cut to the limits. */
export interface CaughtError {
  kind: ClientErrorKind;
  message: string;
  stack: string;
  /** The page's path when it happened. */
  path: string;
  /** The remote that failed to load (kind `remote-load`). */
  remote?: string;
}

/**
 * The entries to send for the errors caught (none for an error with no release); `sent` is what
 * this page has sent already (scrubbed message and frame), which it adds to.
 */
export type FormatErrors = (caught: CaughtError[], releases: ReadonlyMap<RemoteName, string>, sent: Set<string>) => ClientErrorEntry[];

/** `url:line:column` in a stack: Chrome's `at f (url:1:2)`, Firefox's and Safari's `f@url:1:2`. */
const FRAME = /([a-z][\w+.-]*:\/\/[^\s()]+?):(\d+):(\d+)/i;

/** Room left in a report's body for its views (four remotes at most) and its braces. */
const VIEWS_ROOM = 1024;

const bytes = (text: string) => new TextEncoder().encode(text).length;

const isRemote = (name: string | undefined): name is RemoteName => REMOTE_NAMES.includes(name as RemoteName);

export const formatErrors: FormatErrors = (caught, releases, sent) => {
  const entries: ClientErrorEntry[] = [];
  let size = 0;
  for (const error of caught) {
    // The top frame: the first after the message (Chrome's stack starts with it).
    const top = FRAME.exec(error.stack.replace(error.message, ''));
    const url = top?.[1]?.split(/[?#]/)[0];
    const frame = top ? scrubReportText(`${url}:${top[2]}:${top[3]}`, LIMITS.maxFrame) : null;
    // Whose error: the release whose file threw it; else the remote that failed to load, or the page's.
    const ofFrame = url ? releaseOfUrl(url) : null;
    const remote = [ofFrame?.remote, error.remote, remoteForPath(error.path) ?? undefined].find(isRemote);
    const release = ofFrame && ofFrame.remote === remote ? ofFrame.release : remote && releases.get(remote);
    if (!remote || !release) continue;
    const message = scrubReportText(error.message, LIMITS.maxMessage);
    // The same message and frame (ids scrubbed) is sent once a page, and at most maxErrors in all.
    const key = `${message}\n${frame}`;
    if (sent.has(key) || sent.size >= LIMITS.maxErrors) continue;
    const entry: ClientErrorEntry = { remote, release, kind: error.kind, message, frame, path: reportPath(error.path) };
    size += bytes(JSON.stringify(entry)) + 1;
    if (size > LIMITS.maxBodyBytes - VIEWS_ROOM) break;
    sent.add(key);
    entries.push(entry);
  }
  return entries;
};
