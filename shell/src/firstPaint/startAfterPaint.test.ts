import fs from 'node:fs';
import path from 'node:path';
import { waitFor } from '@testing-library/react';

// The start as the page runs it: the very file index.html inlines.
const START_SCRIPT = fs.readFileSync(path.join(__dirname, 'startAfterPaint.js'), 'utf8');

declare global {
  interface Window {
    __LECTERN_AFTER_PAINT__?: { scripts: string[]; preloads: Array<{ href: string; as: string }> };
  }
}

const AFTER_PAINT = {
  scripts: ['/main.1.js'],
  preloads: [
    { href: '/bootstrap.2.js', as: 'script' },
    { href: '/remotes/landing/mf-manifest.json', as: 'fetch' },
  ],
};

const startedScripts = () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));
const preloadLinks = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => `${link.getAttribute('as')} ${link.getAttribute('href')}${link.hasAttribute('crossorigin') ? ' crossorigin' : ''}`);

afterEach(() => {
  delete window.__LECTERN_AFTER_PAINT__;
  document.head.innerHTML = '';
  Reflect.deleteProperty(document, 'visibilityState');
});

test('a prerendered page starts nothing until a frame has been painted, then preloads each file and loads the entry', async () => {
  window.__LECTERN_AFTER_PAINT__ = AFTER_PAINT;
  new Function(START_SCRIPT)();
  expect(startedScripts()).toEqual([]);
  expect(preloadLinks()).toEqual([]);

  await waitFor(() => expect(startedScripts()).toEqual(['/main.1.js']));
  // The manifest is fetched in CORS mode by the federation runtime: the preload matches it.
  expect(preloadLinks()).toEqual(['script /bootstrap.2.js', 'fetch /remotes/landing/mf-manifest.json crossorigin']);
  expect((document.head.querySelector('script[src]') as HTMLScriptElement).async).toBe(false);
});

test('a hidden tab, which paints nothing, starts at once, one file per task so that no task runs long', async () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  window.__LECTERN_AFTER_PAINT__ = AFTER_PAINT;
  new Function(START_SCRIPT)();
  expect(preloadLinks()).toEqual(['script /bootstrap.2.js']);
  expect(startedScripts()).toEqual([]);

  await waitFor(() => expect(startedScripts()).toEqual(['/main.1.js']));
  expect(preloadLinks()).toHaveLength(2);
});

test('a page without prerendered markup (its head loads the scripts) is left alone', async () => {
  new Function(START_SCRIPT)();
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  expect(startedScripts()).toEqual([]);
  expect(preloadLinks()).toEqual([]);
});
