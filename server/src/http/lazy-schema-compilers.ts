// Fastify compiles every route's request validators (ajv) and response serializers
// (fast-json-stringify) when the app is built: about 0.5 s of CPU for this API's ~130 routes, paid
// by every start and by every server test file, most of it for routes that answer nothing in that
// process's life. These are Fastify's own compilers (same ajv options, keywords and pools), only
// each route's functions are built on the route's first use. Every route's schemas are still
// compiled by the test suite (the fuzz run and the access matrix call every route), so a broken
// schema cannot hide until production.
//
// And each distinct schema is compiled once: of ~1,200 response schemas (a route's each status)
// ~950 are the same error envelope, and ~250 request schemas are ~80 distinct ones. Fastify
// compiles each route's copy anew, and fast-json-stringify makes a fresh ajv with every shared
// schema for each: milliseconds for each route's first error answer. What a compiled function
// does depends only on its schema and on the compiler it came from (its shared schemas and
// options), so one function serves every copy.
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Validate = ((data: unknown) => unknown) & { errors?: unknown };
type ValidatorBuilder = (externalSchemas: unknown, options: unknown) => (route: unknown) => Validate;
type SerializerBuilder = (externalSchemas: unknown, options: unknown) => (route: unknown) => (data: unknown) => string;

/**
 * `compile`, remembering what it made for each schema (by its JSON: routes' copies of one schema
 * are distinct objects). The route's method, URL and status are not read by Fastify's compilers.
 */
function compiledOncePerSchema<T>(compile: (route: unknown) => T): (route: unknown) => T {
  const compiled = new Map<string, T>();
  return (route) => {
    const key = JSON.stringify((route as { schema: unknown }).schema);
    let made = compiled.get(key);
    if (made === undefined) {
      made = compile(route);
      compiled.set(key, made);
    }
    return made;
  };
}

function lazyValidators(build: ValidatorBuilder): ValidatorBuilder {
  return (externalSchemas, options) => {
    const compile = compiledOncePerSchema(build(externalSchemas, options));
    return (route) => {
      let validate: Validate | undefined;
      // Fastify reads `.errors` off the function it was given after a failed validation.
      const lazy: Validate = (data) => {
        validate ??= compile(route);
        const result = validate(data);
        lazy.errors = validate.errors;
        return result;
      };
      return lazy;
    };
  };
}

function lazySerializers(build: SerializerBuilder): SerializerBuilder {
  return (externalSchemas, options) => {
    const compile = compiledOncePerSchema(build(externalSchemas, options));
    return (route) => {
      let serialize: ((data: unknown) => string) | undefined;
      return (data) => (serialize ??= compile(route))(data);
    };
  };
}

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** Fastify's `schemaController.compilersFactory`: its default compilers, built per route on first use. */
export const lazyCompilersFactory = {
  buildValidator: lazyValidators(AjvCompiler() as unknown as ValidatorBuilder),
  buildSerializer: lazySerializers(SerializerSelector() as unknown as SerializerBuilder),
} as unknown as CompilersFactory;
