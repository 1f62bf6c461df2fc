import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { RELEASE_ID_PATTERN, remoteForPath, type SessionUser } from '@lectern/shared-api/contract';
import { APP_SHELL_PATH } from '@lectern/build/artifacts';
import { REMOTE_NAMES, type Config, type RemoteName } from '../platform/config.ts';
import type { Releases } from '../domain/releases/index.ts';
import { isBuildFilePath } from '../http/build-files.ts';
import { RecentBodies, sendTagged } from '../http/etag.ts';
import { cacheControlFor, IMMUTABLE, NO_CACHE, PRIVATE_NO_CACHE, PRIVATE_NO_STORE } from './cache-control.ts';
import { shellCsp } from './csp.ts';
import { newNonce, pageScript, scriptHashSource, templateScriptSources } from './index-html.ts';
import { entryScripts, renderPage } from './page-html.ts';
import { buildFileOptions } from './file-headers.ts';
import { prerenderedPage } from './prerendered.ts';
import { carryPageReads } from './page-reads.ts';
import { routePreloads } from './preloads.ts';
import { releasesForPage } from './release-choice.ts';
import { sendReleaseFile } from './release-file.ts';
import { createBuildFiles, remotesMapOf } from './served-remotes.ts';
import { createSignedInRenderer } from './signed-in/renderer.ts';
import { remoteOrigins } from './remotes.ts';
import { findFile } from './safe-path.ts';

const HTML = 'text/html; charset=utf-8';
/** Pages for people not signed in, kept with their tags and compressed copies: the public pages and a few more. */
const GUEST_PAGES_KEPT = 16;

type Options = Pick<Config, 'remoteOverrides' | 'staticRoot' | 'google' | 'publicUrl'> & {
  /** The remotes' releases: which one each person gets, and their files. */
  releases: Releases;
  /** Who the page request's cookie belongs to, if anyone: inlined so the shell need not ask. */
  sessionUser(request: FastifyRequest): Promise<SessionUser | null>;
};

/**
 * One-origin mode: /remotes.json, each remote's releases under /remotes/<name>/releases/<id>/
 * (and its current one under /remotes/<name>/), and the shell's build with a history fallback
 * for page paths. /api/* is never answered here.
 */
export const oneOriginStatic: FastifyPluginAsync<Options> = async (app, { remoteOverrides, releases, publicUrl, staticRoot, google, sessionUser }) => {
  const shellDist = path.join(staticRoot, 'shell', 'dist');
  const secure = new URL(publicUrl).protocol === 'https:';
  const csp = (inlineScriptSources: string) => shellCsp(inlineScriptSources, remoteOrigins(remoteOverrides), { googleIdentityServices: google !== null });
  const files = createBuildFiles(shellDist, remoteOverrides, releases, app.log);
  const guestPages = new RecentBodies(GUEST_PAGES_KEPT);
  // Signed-in pages rendered for each request by the person's release of their remote, in a sandboxed process.
  const signedInPages = createSignedInRenderer({ log: app.log, readableDirs: releases.files.readableDirs() });
  app.addHook('onReady', async () => {
    const pointers = await releases.state.pointers();
    const served = files.served(Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, pointers[remote].current])) as Record<RemoteName, string | null>);
    const bundles = await Promise.all(REMOTE_NAMES.map((remote) => served[remote]?.bundle() ?? null));
    signedInPages.warm(bundles.filter((bundle): bundle is string => bundle !== null));
  });
  app.addHook('onClose', () => signedInPages.close());

  // Only for reply.sendFile (ranges, ETag, content types); our routes decide what is served.
  // The builds' brotli and gzip copies go to browsers that take them (Vary: Accept-Encoding).
  await app.register(fastifyStatic, { root: staticRoot, serve: false, cacheControl: false, preCompressed: true });

  // The person's map: their bucket's releases (and an admin's preview). The service worker reads
  // it too, so what it keeps offline follows the release the person is on.
  app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
    const { choices } = await releasesForPage(request, reply, { releases, secure, user: () => sessionUser(request) });
    return reply.header('cache-control', PRIVATE_NO_CACHE).header('vary', 'Cookie').send(remotesMapOf(files.served(choices)));
  });

  // A release's files never change at their path: cached for a year, served for as long as the
  // release is kept (an open tab of an older release keeps finding its chunks).
  app.get<{ Params: { name: string; id: string; '*': string } }>(
    '/remotes/:name/releases/:id/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const { name, id } = request.params;
      if (!(REMOTE_NAMES as readonly string[]).includes(name) || !RELEASE_ID_PATTERN.test(id)) return reply.callNotFound();
      return sendReleaseFile(request, reply, releases, { remote: name as RemoteName, release: id, file: request.params['*'], cacheControl: IMMUTABLE });
    },
  );

  // A remote's plain path serves its current release (for whatever names a remote without a
  // release: an older page's map, a tool), revalidated like any unhashed file.
  app.get<{ Params: { name: string; '*': string } }>(
    '/remotes/:name/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const name = request.params.name as RemoteName;
      if (!REMOTE_NAMES.includes(name)) return reply.callNotFound();
      const current = (await releases.state.pointers())[name].current;
      if (!current) return reply.callNotFound();
      const file = request.params['*'];
      return sendReleaseFile(request, reply, releases, { remote: name, release: current, file, cacheControl: cacheControlFor(file) });
    },
  );

  const readTemplate = async (reply: FastifyReply): Promise<string | null> => {
    try {
      return await fs.readFile(path.join(shellDist, 'index.html'), 'utf8');
    } catch {
      void reply
        .status(503)
        .header('cache-control', NO_CACHE)
        .type('text/plain; charset=utf-8')
        .send(`The web app is not built yet (no ${shellDist}/index.html). Run npm run build first.`);
      return null;
    }
  };

  // The app shell the service worker keeps for the pages that open offline: the shell's page
  // with nobody's session, no page reads and no prerendered markup, the same for everyone (so
  // it may be kept). The shell then asks who is signed in; offline it takes the last person
  // this browser saw (shared-api's session store).
  app.get(APP_SHELL_PATH, { schema: { hide: true } }, async (request, reply) => {
    const html = await readTemplate(reply);
    if (html === null) return reply;
    reply.header('content-security-policy', csp(templateScriptSources(html).join(' ')));
    return sendTagged(request, reply, guestPages.tagged(html), NO_CACHE, HTML);
  });

  app.get<{ Params: { '*': string } }>('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = `/${request.params['*']}`;
    if (urlPath === '/api' || urlPath.startsWith('/api/')) return reply.callNotFound();

    const file = await findFile(shellDist, urlPath);
    if (file && path.basename(file) !== 'index.html') return sendStatic(reply, shellDist, file);

    // History fallback for page paths only: a missing asset must be a 404, not HTML.
    if (!file && isBuildFilePath(urlPath)) return reply.callNotFound();

    const html = await readTemplate(reply);
    if (html === null) return reply;
    const user = await sessionUser(request);
    const { choices, preview } = await releasesForPage(request, reply, { releases, secure, user: async () => user });
    const served = files.served(choices);
    const remoteName = remoteForPath(urlPath);
    const remote = remoteName ? served[remoteName] : null;
    const [preloads, prerendered] = await Promise.all([
      routePreloads(files, remote),
      // Prerendered markup is for the page as it is without a query (which may change it).
      remote && !request.url.includes('?') ? prerenderedPage(remote, urlPath) : null,
    ]);
    // A signed-in page gets the answers to its first reads with it, and, when its remote renders
    // it, its markup as that person's browser first renders it (with those answers).
    const reads = user ? await carryPageReads(app, request, urlPath) : undefined;
    const bundle = user && reads && remote ? await remote.bundle() : null;
    const rendered = bundle && user && reads ? await signedInPages.render(bundle, request.url, { session: user, reads }) : null;
    const page = remote && rendered ? { remote: remote.remote, page: rendered, signedIn: true } : remote && prerendered ? { remote: remote.remote, page: prerendered, signedIn: false } : null;
    // A prerendered page starts its scripts and preloads once it has painted (renderPage).
    const script = pageScript(remotesMapOf(served), user, { afterPaint: page ? { scripts: entryScripts(html), preloads } : undefined, reads, preview });
    // A page with someone's profile in it is theirs alone: never stored, its script allowed by a nonce.
    const nonce = user ? newNonce() : null;
    reply.header('content-security-policy', csp([nonce ? `'nonce-${nonce}'` : scriptHashSource(script), ...templateScriptSources(html)].join(' ')));
    const body = renderPage(html, { preloads, script, nonce, prerendered: page });
    if (user) return reply.header('cache-control', PRIVATE_NO_STORE).type(HTML).send(body);
    // Everyone not signed in gets the same page: tagged (a revalidating browser gets a 304) and
    // compressed once, not on every request.
    return sendTagged(request, reply, guestPages.tagged(body), NO_CACHE, HTML);
  });
};

function sendStatic(reply: FastifyReply, root: string, file: string) {
  reply.header('cache-control', cacheControlFor(file));
  return reply.sendFile(path.relative(root, file), root, buildFileOptions(file));
}
