import fc from 'fast-check';
import { CANARY_RULE, RELEASE_MESSAGES as M } from '@lectern/shared-api/contract';
import { chooseReleases, incompatibility, newBucket, percentile, withdrawalReason, type PointerSnapshot } from '../../../src/domain/releases/index.ts';

// The rules a release is chosen, checked and judged by, each on its own.
const pointers = (percent: number): PointerSnapshot => ({
  landing: { current: 'aaaaaaaaaaaa', candidate: null, percent: 0 },
  auth: { current: 'bbbbbbbbbbbb', candidate: null, percent: 0 },
  student: { current: 'cccccccccccc', candidate: 'dddddddddddd', percent },
  management: { current: null, candidate: null, percent: 0 },
});

describe('choosing a release', () => {
  test('a canary of p percent reaches about p percent of buckets, and each bucket always the same release', () => {
    const buckets = Array.from({ length: 4000 }, newBucket);
    const share = buckets.filter((bucket) => chooseReleases(pointers(20), bucket, null).student === 'dddddddddddd').length / buckets.length;
    expect(share).toBeGreaterThan(0.17);
    expect(share).toBeLessThan(0.23);
    for (const bucket of buckets.slice(0, 50)) expect(chooseReleases(pointers(20), bucket, null)).toEqual(chooseReleases(pointers(20), bucket, null));
  });

  test('a bucket in a canary stays in it when the share grows', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 32 }), fc.integer({ min: 1, max: 49 }), fc.integer({ min: 1, max: 50 }), (bucket, low, extra) => {
        const high = Math.min(50, low + extra);
        if (chooseReleases(pointers(low), bucket, null).student === 'dddddddddddd') expect(chooseReleases(pointers(high), bucket, null).student).toBe('dddddddddddd');
      }),
    );
  });

  test("each remote cuts the buckets its own way: the same people are not every remote's canary", () => {
    const buckets = Array.from({ length: 2000 }, newBucket);
    const both = buckets.filter((bucket) => percentile(bucket, 'student') < 20 && percentile(bucket, 'auth') < 20).length / buckets.length;
    expect(both).toBeLessThan(0.08);
  });

  test("an admin's preview replaces that remote's release only", () => {
    const chosen = chooseReleases(pointers(0), newBucket(), { remote: 'landing', release: 'eeeeeeeeeeee' });
    expect(chosen).toEqual({ landing: 'eeeeeeeeeeee', auth: 'bbbbbbbbbbbb', student: 'cccccccccccc', management: null });
  });
});

describe('the compatibility gate', () => {
  const shell = { label: 'the shell', shared: [{ name: 'react', version: '19.3.1' }] };
  const auth = { label: "the auth remote's current release", shared: [{ name: 'yup', version: '1.7.1' }] };
  const pkg = (name: string, required: string, singleton = true) => ({ name, version: '0.0.0', required, singleton });

  test('each singleton is checked against what provides it; the refusal names package, range, version and provider', () => {
    expect(incompatibility([pkg('react', '^19.0.0'), pkg('yup', '^1.7.0')], 1, shell, [auth])).toBeNull();
    expect(incompatibility([pkg('react', '^18.2.0')], 1, shell, [auth])).toBe(M.incompatibleShared('react', '^18.2.0', '19.3.1', 'the shell'));
    expect(incompatibility([pkg('yup', '^2.0.0')], 1, shell, [auth])).toBe(M.incompatibleShared('yup', '^2.0.0', '1.7.1', "the auth remote's current release"));
  });

  test('a package nobody else provides, or one not shared as a singleton, passes', () => {
    expect(incompatibility([pkg('formik', '^9.0.0'), pkg('react', '^1.0.0', false)], 1, shell, [auth])).toBeNull();
  });

  test('an unspoken contract version is refused first', () => {
    expect(incompatibility([], 2, shell, [])).toBe(M.contractUnspoken(2));
  });
});

describe('judging a canary', () => {
  const { minViews, ratio, minExcessPer1000 } = CANARY_RULE;
  test('withdrawn only past every threshold at once', () => {
    const current = { views: 10_000, errors: 20 }; // 2 per 1,000
    expect(withdrawalReason({ views: minViews - 1, errors: 100 }, current)).toBeNull();
    // 6 per 1,000: more than twice 2, but only 4 more.
    expect(withdrawalReason({ views: 1000, errors: 6 }, current)).toBeNull();
    // 7.5 per 1,000: more than twice, and 5.5 more.
    expect(withdrawalReason({ views: 2000, errors: 15 }, current)).toBe('7.5 errors per 1,000 views over 2000 views, against 2.0 for the current release over 10000 views.');
    // 30 against 20 per 1,000: 10 more, but not more than twice.
    expect(withdrawalReason({ views: 1000, errors: 30 }, { views: 1000, errors: 20 })).toBeNull();
    expect(ratio).toBe(2);
    expect(minExcessPer1000).toBe(5);
  });

  test('a current release with no views counts as no errors', () => {
    expect(withdrawalReason({ views: minViews, errors: 1 }, { views: 0, errors: 0 })).toBe(`5.0 errors per 1,000 views over ${minViews} views, against 0.0 for the current release over 0 views.`);
  });
});
