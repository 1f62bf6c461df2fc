// See README.md in this folder.
const { createRequire } = require('node:module');

module.exports = createRequire(__filename)(require('node:path').basename(__filename, '.cjs'));
