import { testHydrationHook } from '../testing/hydrationHookTests.tsx';
import { useHydrated } from './useHydrated.ts';

const renders: string[] = [];

function Probe() {
  const text = useHydrated() ? 'browser' : 'server';
  renders.push(text);
  return <p>{text}</p>;
}

testHydrationHook(Probe, renders, { server: 'server', browser: 'browser' });
