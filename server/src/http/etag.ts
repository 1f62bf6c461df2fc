// Entity tags for answers kept in memory (JSON, and visitors' pages; docs/architecture.md §8): the tag is a hash of the body
// exactly as sent before compression, so two servers holding the same data give the same tag,
// and a browser that already has the body is answered 304 with nothing to download.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_ABOVE_BYTES, compressOnce, preferredCoding, type ContentCoding } from './compression.ts';

/** A serialized body (JSON or a page), its strong entity tag, and its compressed copies once asked for. */
export interface TaggedBody {
  /** A string, not bytes: Node writes a string body in one piece with the headers. */
  body: string;
  etag: string;
  /** Whether the body is large enough to be worth compressing. */
  compressible: boolean;
  /** Started by the first request that accepts each coding; the others wait for that one. */
  readonly encoded: Map<ContentCoding, Promise<Buffer>>;
}

/** A strong tag (quoted, no W/) for these exact bytes. */
export function strongEtagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

export function taggedBody(body: string): TaggedBody {
  return { body, etag: strongEtagOf(body), compressible: Buffer.byteLength(body) >= COMPRESS_ABOVE_BYTES, encoded: new Map() };
}

/** `"abc"` and `W/"abc"` both name the opaque tag `"abc"`. */
const TAG = /(?:W\/)?("[^"]*")|\*/g;

/**
 * Whether If-None-Match names the current tag. The comparison is the weak one RFC 9110 §13.1.2
 * asks for (W/"x" matches "x": a proxy that compressed the body may have weakened our tag);
 * `*` matches any current body; a list matches when any of its tags does.
 */
export function ifNoneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  for (const [whole, opaque] of value.matchAll(TAG)) {
    if (whole === '*' || opaque === etag) return true;
  }
  return false;
}

/**
 * Send a kept body with its tag and `cacheControl` (`no-cache`: a browser keeps it but asks
 * every time, and the answer is a 304 while nothing changed). A GET or HEAD whose
 * If-None-Match names the tag gets 304 with the same headers and no body. A body above the
 * compression threshold goes in the coding the browser prefers, compressed once and kept
 * (@fastify/compress leaves an answer that already names its coding alone).
 */
export async function sendTagged(
  request: FastifyRequest,
  reply: FastifyReply,
  tagged: TaggedBody,
  cacheControl: string,
  contentType = 'application/json; charset=utf-8',
): Promise<FastifyReply> {
  reply.header('etag', tagged.etag).header('cache-control', cacheControl);
  if (tagged.compressible) reply.header('vary', 'accept-encoding');
  if (ifNoneMatchHits(request.headers['if-none-match'], tagged.etag)) return reply.code(304).send();
  reply.type(contentType);
  const coding = tagged.compressible ? preferredCoding(request.headers['accept-encoding']) : null;
  if (!coding) return reply.send(tagged.body);
  let encoded = tagged.encoded.get(coding);
  if (!encoded) {
    encoded = compressOnce(Buffer.from(tagged.body), coding);
    tagged.encoded.set(coding, encoded);
    // A failed compression is not kept: the next request tries again.
    encoded.catch(() => tagged.encoded.delete(coding));
  }
  return reply.header('content-encoding', coding).send(await encoded);
}

/**
 * The last `max` different bodies sent, each tagged and compressed once, found by their text:
 * for answers built anew on every request that come out the same (the pages of people not
 * signed in). A changed body is simply another key, so nothing needs invalidating.
 */
export class RecentBodies {
  private readonly kept = new Map<string, TaggedBody>();

  constructor(private readonly max: number) {}

  tagged(body: string): TaggedBody {
    const tagged = this.kept.get(body) ?? taggedBody(body);
    // Most recently sent last, so the first is the one to drop.
    this.kept.delete(body);
    this.kept.set(body, tagged);
    if (this.kept.size > this.max) this.kept.delete(this.kept.keys().next().value!);
    return tagged;
  }
}
