// The pdf.js loader: the installed pdf.js draws in short slices, and a pdf.js that changed the
// line fails the build instead of drawing in long ones again.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const pdfjsShortSlices = require('./pdfjs-short-slices.cjs');
const resourcePath = require.resolve('pdfjs-dist/build/pdf.mjs');

test('the installed pdf.js draws a page in slices of 6 ms, the clock read after every other operation', () => {
  const out = pdfjsShortSlices.call({ resourcePath }, readFileSync(resourcePath, 'utf8'));
  assert.match(out, /const EXECUTION_TIME = 6;/);
  assert.match(out, /const EXECUTION_STEPS = 1;/);
  assert.doesNotMatch(out, /const EXECUTION_TIME = 15;|const EXECUTION_STEPS = 10;/);
});

test('a pdf.js without the line fails the build, naming the file', () => {
  assert.throws(() => pdfjsShortSlices.call({ resourcePath: 'pdf.mjs' }, 'const EXECUTION_TIME = 20;'), /pdfjs-short-slices\.cjs.*pdf\.mjs/);
});
