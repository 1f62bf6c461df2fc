// Fastify compiles every route's request validators (ajv) and response serializers
// (fast-json-stringify) when the app is built: about 0.5 s of CPU for this API's ~130 routes, paid
// by every start and by every server test file, most of it for routes that answer nothing in that
// process's life. These are Fastify's own compilers (same ajv options, keywords and pools), only
// each route's functions are built on the route's first use. Every route's schemas are still
// compiled by the test suite (the fuzz run and the access matrix call every route), so a broken
// schema cannot hide until production.
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Validate = ((data: unknown) => unknown) & { errors?: unknown };
type ValidatorBuilder = (externalSchemas: unknown, options: unknown) => (route: unknown) => Validate;
type SerializerBuilder = (externalSchemas: unknown, options: unknown) => (route: unknown) => (data: unknown) => string;

function lazyValidators(build: ValidatorBuilder): ValidatorBuilder {
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
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
    const compile = build(externalSchemas, options);
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
