import { act } from 'react';
import { type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { hydrateAsTheShell, mountAfterHydration } from '../testing/hydrateAsTheShell.tsx';
import { setHydrating } from './hydrationPhase.ts';
import { useHydrated } from './useHydrated.ts';

const renders: string[] = [];

function Probe() {
  const hydrated = useHydrated();
  const text = hydrated ? 'browser' : 'server';
  renders.push(text);
  return <p>{text}</p>;
}

let root: Root | null = null;

beforeEach(() => {
  renders.length = 0;
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  setHydrating(false);
});

test('the server renders what it cannot know as unknown', () => {
  expect(renderToString(<Probe />)).toContain('server');
});

test('what the client renders alone has the browser’s answers from its first render', () => {
  render(<Probe />);
  expect(screen.getByText('browser')).toBeInTheDocument();
  expect(renders[0]).toBe('browser');
});

test('hydrating while the shell says so: the markup is taken over as it is, then the browser’s answers follow', async () => {
  const hydrated = await hydrateAsTheShell(<Probe />);
  root = hydrated.root;
  expect(hydrated.errors).toEqual([]);
  expect(renders[0]).toBe('server');
  expect(screen.getByText('browser')).toBeInTheDocument();
  // Once the page is hydrated, what mounts later has the browser's answers at once.
  renders.length = 0;
  mountAfterHydration(<Probe />);
  expect(renders[0]).toBe('browser');
});
