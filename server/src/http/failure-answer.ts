// How a failure leaves: the API's error envelope (docs/api-contract.md), except to a browser
// opening a page. A page refused for load, or one whose rendering failed, would otherwise show the
// envelope as raw JSON text; it gets a small page of its own instead, with the same message, a way
// to try again and the way home. Styled by the offline page's style sheet (a build file, so never
// shed itself); no script, so the default strict policy of security-headers.ts covers it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_ICON_PATH, OFFLINE_STYLE_PATH } from '@lectern/build/artifacts';
import type { ErrorCode, FieldError } from '@lectern/shared-api/contract';
import { failure } from '../platform/api-error.ts';
import { escapeHtml } from '../platform/escape-html.ts';
import { isBuildFilePath } from './build-files.ts';
import { isApiPath, pathOf } from './request-path.ts';

/** A browser opening a page: a GET for HTML, not the API and not one of the builds' files. */
function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(request) || isBuildFilePath(pathOf(request))) return false;
  return /(^|,)\s*text\/html\b/i.test(request.headers.accept ?? '');
}

export function sendFailure(request: FastifyRequest, reply: FastifyReply, status: number, code: ErrorCode, message: string, errors?: FieldError[]) {
  if (!isPageNavigation(request)) return reply.status(status).send(failure(status, code, message, errors));
  // Never kept: the same address works again once the process can take it.
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(failurePage(status, message));
}

function headingFor(status: number): string {
  if (status === 503) return 'One moment, please';
  if (status >= 500) return 'Something went wrong';
  return 'This page cannot be opened';
}

/** "Try again" is an empty href: the address this page was asked for, whatever it held. */
function failurePage(status: number, message: string): string {
  const heading = headingFor(status);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#2f3fc4" />
    <link rel="icon" href="${APP_ICON_PATH}" type="image/png" />
    <link rel="stylesheet" href="${OFFLINE_STYLE_PATH}" />
    <title>${heading} · Lectern</title>
  </head>
  <body>
    <main class="card">
      <img class="mark" src="${APP_ICON_PATH}" alt="" width="64" height="64" />
      <h1>${heading}</h1>
      <p>${escapeHtml(message)}</p>
      <div class="actions">
        <a class="primary" href="">Try again</a>
        <a href="/">Go to the home page</a>
      </div>
    </main>
  </body>
</html>
`;
}
