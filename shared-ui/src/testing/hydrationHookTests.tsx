import { render, screen } from '@testing-library/react';
import { act, type ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { setHydrating } from '../hooks/hydrationPhase.ts';
import { hydrateAsTheShell, mountAfterHydration } from './hydrateAsTheShell.tsx';

/**
 * The tests every hook that differs between the server and the browser must pass: `Probe` shows
 * (and pushes into `renders`, each render) `server` on the server and `browser` in the browser.
 */
export function testHydrationHook(Probe: ComponentType, renders: string[], shows: { server: string; browser: string }) {
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
    expect(renderToString(<Probe />)).toContain(shows.server);
  });

  test('what the client renders alone has the browser’s answers from its first render', () => {
    render(<Probe />);
    expect(screen.getByText(shows.browser)).toBeInTheDocument();
    expect(renders[0]).toBe(shows.browser);
  });

  test('hydrating while the shell says so: the markup is taken over as it is, then the browser’s answers follow', async () => {
    const hydrated = await hydrateAsTheShell(<Probe />);
    root = hydrated.root;
    expect(hydrated.errors).toEqual([]);
    expect(renders[0]).toBe(shows.server);
    expect(screen.getByText(shows.browser)).toBeInTheDocument();
    // Once the page is hydrated, what mounts later has the browser's answers at once.
    renders.length = 0;
    mountAfterHydration(<Probe />);
    expect(renders[0]).toBe(shows.browser);
  });
}
