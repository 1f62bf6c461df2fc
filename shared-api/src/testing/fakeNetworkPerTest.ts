import { fakeNetwork, type FakeNetwork } from './fakeFetch.ts';

/**
 * `fakeNetwork` for a test file: every network a test fakes is restored after that test, so a
 * fake can never answer the next test's calls. Call it once at the top of the file (or of a
 * `describe`) and use what it returns exactly like `fakeNetwork`.
 */
export function fakeNetworkPerTest(): typeof fakeNetwork {
  const faked: FakeNetwork[] = [];
  afterEach(() => {
    // Latest first, so the real fetch is what stays when a test faked more than once.
    for (const net of faked.reverse()) net.restore();
    faked.length = 0;
  });
  return (routes, more) => {
    const net = fakeNetwork(routes, more);
    faked.push(net);
    return net;
  };
}
