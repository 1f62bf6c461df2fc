import { TtlCache } from '../../src/platform/cache/ttl-cache.ts';
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
