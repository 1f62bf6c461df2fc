// See README.md in this folder. A shim stands in for an ESM-only package only where a
// require() would load that (hoisted) ESM-only copy; a dependency with its own CommonJS
// copy (express 4 keeps content-disposition 0.5 and cookie 0.7 under its node_modules) gets
// that copy as usual.
const fs = require('node:fs');
const path = require('node:path');

const SHIMS = new Map(
  fs
    .readdirSync(__dirname)
    .filter((file) => file.endsWith('.cjs') && file !== 'resolver.cjs')
    .map((file) => [path.basename(file, '.cjs'), path.join(__dirname, file)]),
);
const hoisted = new Map();

module.exports = (request, options) => {
  const resolved = options.defaultResolver(request, options);
  const shim = SHIMS.get(request);
  if (!shim) return resolved;
  if (!hoisted.has(request)) hoisted.set(request, require.resolve(request, { paths: [__dirname] }));
  return resolved === hoisted.get(request) ? shim : resolved;
};
