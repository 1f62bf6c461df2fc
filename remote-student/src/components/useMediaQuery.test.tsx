import { useHydrated } from '@lectern/shared-ui';
import { testHydrationHook } from '@lectern/shared-ui/testing/hydration';
import { useMediaQuery } from './useMediaQuery.ts';

const renders: string[] = [];

function Probe() {
  const hydrated = useHydrated();
  const wide = useMediaQuery('(min-width: 640px)');
  const text = `${hydrated ? 'browser' : 'server'}, ${wide ? 'wide' : 'narrow'}`;
  renders.push(text);
  return <p>{text}</p>;
}

beforeEach(() => {
  // A wide screen: the browser's answer differs from the server's.
  window.matchMedia = ((query: string) => ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
});

testHydrationHook(Probe, renders, { server: 'server, narrow', browser: 'browser, wide' });
