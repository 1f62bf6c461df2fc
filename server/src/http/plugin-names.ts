// Fastify names every plugin it registers. A plain async function (every route plugin here) has no
// display name, so Fastify looks for the module exporting it through the whole `require.cache`,
// twice per plugin; under jest, whose ESM `require.cache` turns each module's path into a URL on
// the way, that search cost about 0.6 s of every app built (measured: 367 ms in getPluginName
// alone, most of the rest in jest's URL conversions), i.e. of every server test file. Naming each
// plugin as it is registered (its function name, as Fastify would fall back to) skips the search.
import type { FastifyInstance } from 'fastify';

const DISPLAY_NAME = Symbol.for('fastify.display-name');

export function namePluginsOnRegister(app: FastifyInstance): void {
  const register = app.register;
  // Child contexts are created from this instance, so they inherit the wrapped register too.
  app.register = function (this: FastifyInstance, plugin: unknown, options?: unknown) {
    if (typeof plugin === 'function' && !Object.prototype.hasOwnProperty.call(plugin, DISPLAY_NAME)) {
      Object.defineProperty(plugin, DISPLAY_NAME, { value: plugin.name || 'anonymous plugin' });
    }
    return (register as (this: FastifyInstance, plugin: unknown, options?: unknown) => ReturnType<FastifyInstance['register']>).call(this, plugin, options);
  } as FastifyInstance['register'];
}
