import { backgroundLoads, TtlCache, type RefreshAhead } from '../../src/platform/cache/ttl-cache.ts';
import { createTestClock } from '../helpers/test-clock.ts';

/** A load that answers when told to, counting how often it was asked. */
function controlledLoad<V>() {
  const calls: Array<{ resolve(value: V): void; reject(error: Error): void }> = [];
  const load = () => new Promise<V>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

describe('TtlCache', () => {
  test('many askers of one key while it loads share the one load', async () => {
    const clock = createTestClock();
    const cache = new TtlCache<string>(clock.clock, 1000, 10);
    const { load, calls } = controlledLoad<string>();
    const answers = Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve('one');
    expect(await answers).toEqual(['one', 'one', 'one']);
  });

  test('an answer lives ttlMs from when its load started, then is loaded again', async () => {
    const clock = createTestClock();
    const cache = new TtlCache<number>(clock.clock, 1000, 10);
    let n = 0;
    const load = async () => ++n;
    expect(await cache.get('k', load)).toBe(1);
    clock.advance(999);
    expect(await cache.get('k', load)).toBe(1);
    clock.advance(1);
    expect(await cache.get('k', load)).toBe(2);
  });

  test('a failed load is not kept: the next asker loads again', async () => {
    const clock = createTestClock();
    const cache = new TtlCache<string>(clock.clock, 1000, 10);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cache.get('k', async () => 'up')).resolves.toBe('up');
  });

  test('clear(): a load still running from before is not kept when it ends', async () => {
    const clock = createTestClock();
    const cache = new TtlCache<string>(clock.clock, 1000, 10);
    const { load, calls } = controlledLoad<string>();
    const before = cache.get('k', load);
    cache.clear();
    calls[0]!.resolve('read before the change');
    expect(await before).toBe('read before the change');
    await expect(cache.get('k', async () => 'after')).resolves.toBe('after');
  });

  test('beyond maxWeight the oldest entries go first; an entry weighs what weigh() says', async () => {
    const clock = createTestClock();
    const cache = new TtlCache<string[]>(clock.clock, 1000, 5, (value) => value.length);
    await cache.get('a', async () => ['1', '2']);
    await cache.get('b', async () => ['1', '2']);
    expect(cache.size).toBe(2);
    await cache.get('c', async () => ['1', '2']);
    expect(cache.size).toBe(2);
    let reloaded = false;
    await cache.get('a', async () => {
      reloaded = true;
      return [];
    });
    expect(reloaded).toBe(true);
  });
});

/** Lets the promise callbacks queued so far run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('TtlCache with refreshAhead', () => {
  const ahead = (withinMs: number, slots = 4): RefreshAhead => ({ withinMs, run: backgroundLoads(slots) });

  /** A 1,000 ms cache holding `value` under 'k', asked for again 800 ms into its life: that read (calls[1]) has begun. */
  async function refreshing(value: string) {
    const clock = createTestClock();
    const cache = new TtlCache<string>(clock.clock, 1000, 10, undefined, ahead(300));
    const { load, calls } = controlledLoad<string>();
    const first = cache.get('k', load);
    calls[0]!.resolve(value);
    await first;
    clock.advance(800);
    expect(await cache.get('k', load)).toBe(value);
    await settle();
    expect(calls).toHaveLength(2);
    return { clock, cache, load, calls };
  }

  test('an entry asked for in its last withinMs is served while it is loaded again, then replaced', async () => {
    const clock = createTestClock();
    const cache = new TtlCache<string>(clock.clock, 1000, 10, undefined, ahead(300));
    const { load, calls } = controlledLoad<string>();
    const first = cache.get('k', load);
    calls[0]!.resolve('one');
    expect(await first).toBe('one');
    clock.advance(600);
    expect(await cache.get('k', load)).toBe('one');
    expect(calls).toHaveLength(1);
    clock.advance(100);
    // 300 ms left: served as it is, and read again behind it (once, however many ask).
    expect(await cache.get('k', load)).toBe('one');
    expect(await cache.get('k', load)).toBe('one');
    await settle();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve('two');
    await settle();
    expect(await cache.get('k', load)).toBe('two');
    // The new answer lives ttlMs from when its load started (700 ms), past the first one's 1000 ms.
    clock.advance(999);
    expect(await cache.get('k', async () => 'three')).toBe('two');
  });

  test('never older than ttlMs: a refresh not done when its entry expires is waited for, not started again', async () => {
    const { clock, cache, load, calls } = await refreshing('old');
    clock.advance(200);
    let answered: string | undefined;
    const waiting = cache.get('k', load).then((value) => (answered = value));
    await settle();
    expect(answered).toBeUndefined();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve('new');
    await waiting;
    expect(answered).toBe('new');
  });

  test('clear() drops a refresh still running: its answer, read before the change, is never served', async () => {
    const { cache, calls } = await refreshing('old');
    cache.clear();
    calls[1]!.resolve('read before the change');
    await settle();
    await expect(cache.get('k', async () => 'after')).resolves.toBe('after');
  });

  test('a failed refresh leaves the entry to its expiry; a later asker may try again', async () => {
    const { clock, cache, load, calls } = await refreshing('kept');
    calls[1]!.reject(new Error('down'));
    await settle();
    expect(await cache.get('k', load)).toBe('kept');
    await settle();
    expect(calls).toHaveLength(3);
    clock.advance(200);
    const next = cache.get('k', load);
    calls[2]!.resolve('fresh');
    expect(await next).toBe('fresh');
  });

  test('a refresh still waiting its turn when its entry expires is skipped: the asker loads at once', async () => {
    const clock = createTestClock();
    const run = backgroundLoads(1);
    const blocker = controlledLoad<string>();
    const blocking = run(blocker.load);
    const cache = new TtlCache<string>(clock.clock, 1000, 10, undefined, { withinMs: 300, run });
    let loads = 0;
    const load = async () => `v${++loads}`;
    expect(await cache.get('k', load)).toBe('v1');
    clock.advance(800);
    // Its refresh waits behind the load holding the one slot.
    expect(await cache.get('k', load)).toBe('v1');
    clock.advance(200);
    expect(await cache.get('k', load)).toBe('v2');
    await settle();
    blocker.calls[0]!.resolve('done');
    await blocking;
    await settle();
    expect(loads).toBe(2);
    expect(await cache.get('k', load)).toBe('v2');
  });

  test('backgroundLoads runs at most its slots at once, the others in order after', async () => {
    const run = backgroundLoads(2);
    const { load, calls } = controlledLoad<number>();
    const answers = [run(load), run(load), run(load), run(async () => 4)];
    await settle();
    expect(calls).toHaveLength(2);
    calls[0]!.resolve(1);
    await settle();
    expect(calls).toHaveLength(3);
    calls[1]!.resolve(2);
    calls[2]!.resolve(3);
    expect(await Promise.all(answers)).toEqual([1, 2, 3, 4]);
  });
});
