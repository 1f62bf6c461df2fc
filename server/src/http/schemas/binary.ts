// Bodies that are files, not JSON: a material's file and every stored image.
import { Type } from 'typebox';

/** A file's bytes (documented as binary; Fastify does not serialise it). */
export const BinaryBody = Type.Unsafe<unknown>({ type: 'string', format: 'binary' });

/** A stored image with its ETag: the bytes, or 304 to a browser that has them. */
export const ImageResponses = {
  200: BinaryBody,
  304: Type.Null({ description: 'Not modified (If-None-Match)' }),
};
