import { act } from 'react';
import { type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { setHydrating, useHydrated } from '@lectern/shared-ui';
import { hydrateAsTheShell, mountAfterHydration } from '@lectern/shared-ui/testing';
import { useMediaQuery } from './useMediaQuery.ts';

const renders: string[] = [];

function Probe() {
  const hydrated = useHydrated();
  const wide = useMediaQuery('(min-width: 640px)');
  const text = `${hydrated ? 'browser' : 'server'}, ${wide ? 'wide' : 'narrow'}`;
  renders.push(text);
  return <p>{text}</p>;
}

let root: Root | null = null;

beforeEach(() => {
  renders.length = 0;
  // A wide screen: the browser's answer differs from the server's.
  window.matchMedia = ((query: string) => ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  setHydrating(false);
});

test('the server renders what it cannot know as unknown', () => {
  expect(renderToString(<Probe />)).toContain('server, narrow');
});

test('what the client renders alone has the browser’s answers from its first render', () => {
  render(<Probe />);
  expect(screen.getByText('browser, wide')).toBeInTheDocument();
  expect(renders[0]).toBe('browser, wide');
});

test('hydrating while the shell says so: the markup is taken over as it is, then the browser’s answers follow', async () => {
  const hydrated = await hydrateAsTheShell(<Probe />);
  root = hydrated.root;
  expect(hydrated.errors).toEqual([]);
  expect(renders[0]).toBe('server, narrow');
  expect(screen.getByText('browser, wide')).toBeInTheDocument();
  // Once the page is hydrated, what mounts later has the browser's answers at once.
  renders.length = 0;
  mountAfterHydration(<Probe />);
  expect(renders[0]).toBe('browser, wide');
});
