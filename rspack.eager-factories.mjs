// Module factories compiled off the main thread (docs/architecture.md, first paint). Chrome
// compiles a script on a background thread while it downloads, but only the functions V8
// expects to run at once: the rest it skims, and compiles on the main thread when first called.
// A bundle's module factories (`{8131(e,n,t){...}}`) look like any other function, so each one
// is compiled on the main thread as it is required: react-dom's alone took 20 ms of a 46 ms
// task at 4x CPU. Wrapped in parentheses, a function is one V8 compiles eagerly, so each factory
// becomes `8131:(function(e,n,t){...})` and arrives compiled; the functions inside it stay lazy.
import { parse } from 'acorn';

const isFunction = (node) => node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression';
/** A factory as parsed with `preserveParens`: bare, or already in parentheses. */
const factoryIn = (value) => (value.type === 'ParenthesizedExpression' ? value.expression : value);

/** A bundle's module map: an object whose keys are all module ids and whose values are all functions. */
const isModuleMap = (node) =>
  node.type === 'ObjectExpression' &&
  node.properties.length > 0 &&
  node.properties.every(
    (property) =>
      property.type === 'Property' &&
      !property.computed &&
      property.key.type === 'Literal' &&
      typeof property.key.value === 'number' &&
      isFunction(factoryIn(property.value)),
  );

function* moduleMaps(node) {
  if (isModuleMap(node)) {
    yield node;
    return;
  }
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const child of value) if (child && typeof child.type === 'string') yield* moduleMaps(child);
    } else if (value && typeof value.type === 'string') yield* moduleMaps(value);
  }
}

/** Every module factory in a bundle's `code`, and whether it is already in parentheses. */
export function moduleFactories(code) {
  const factories = [];
  for (const map of moduleMaps(parse(code, { ecmaVersion: 'latest', sourceType: 'script', preserveParens: true }))) {
    for (const property of map.properties) factories.push({ property, eager: property.value.type === 'ParenthesizedExpression' });
  }
  return factories;
}

/** Where to insert what, so that every module factory in `code` is in parentheses. */
export function eagerFactoryEdits(code) {
  return moduleFactories(code)
    .filter(({ eager }) => !eager)
    .flatMap(({ property: { key, value, method } }) => [
      // `8131(e,n,t){...}` is a method: as a function expression it behaves the same when called.
      method ? { at: key.end, text: ':(function' } : { at: value.start, text: '(' },
      { at: value.end, text: ')' },
    ]);
}

/** Production web builds: after minifying (which would drop the parentheses), before source maps. */
export class EagerFactoriesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('EagerFactoriesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EagerFactoriesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const [name, asset] of Object.entries(assets)) {
            if (!name.endsWith('.js')) continue;
            const edits = eagerFactoryEdits(asset.source().toString());
            if (edits.length === 0) continue;
            const source = new sources.ReplaceSource(asset);
            for (const { at, text } of edits) source.insert(at, text);
            compilation.updateAsset(name, source);
          }
        },
      );
    });
  }
}
