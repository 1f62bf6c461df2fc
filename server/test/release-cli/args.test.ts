// What `npm run release -- ...` understands, without running anything: the default (build,
// publish, promote), each flag, and the mistakes that get the usage (exit code 2).
import { parseReleaseArgs, UsageError } from '../../src/setup/release/args.ts';

test('a remote alone is built, published and promoted; --dist, --canary and --no-promote change that', () => {
  expect(parseReleaseArgs(['student'])).toEqual({ action: 'publish', remote: 'student', dist: null, then: { kind: 'promote' } });
  expect(parseReleaseArgs(['landing', '--dist', 'out'])).toEqual({ action: 'publish', remote: 'landing', dist: 'out', then: { kind: 'promote' } });
  expect(parseReleaseArgs(['auth', '--canary=25', '--dist=out'])).toEqual({ action: 'publish', remote: 'auth', dist: 'out', then: { kind: 'canary', percent: 25 } });
  expect(parseReleaseArgs(['--no-promote', 'management'])).toEqual({ action: 'publish', remote: 'management', dist: null, then: { kind: 'none' } });
});

test('the other actions', () => {
  expect(parseReleaseArgs(['management', '--rollback'])).toEqual({ action: 'rollback', remote: 'management' });
  expect(parseReleaseArgs(['student', '--promote', '7f3a2c9d1e0b'])).toEqual({ action: 'promote', remote: 'student', release: '7f3a2c9d1e0b' });
  expect(parseReleaseArgs(['student', '--end-canary'])).toEqual({ action: 'end-canary', remote: 'student' });
  expect(parseReleaseArgs(['student', '--status'])).toEqual({ action: 'status', remote: 'student' });
  expect(parseReleaseArgs(['--help'])).toEqual({ action: 'help' });
});

test.each([
  [[], /^name the remote$/],
  [['student', 'auth'], /^one remote at a time/],
  [['billing'], /^unknown remote "billing"$/],
  [['student', '--yes'], /^unknown flag --yes$/],
  [['student', '--rollback=1'], /^unknown flag --rollback=1$/],
  [['student', '--dist'], /^--dist needs a value$/],
  [['student', '--dist', 'a', '--dist', 'b'], /^--dist is given twice$/],
  [['student', '--canary', '0'], /^--canary takes a whole percent from 1 to 50, not "0"$/],
  [['student', '--canary', '51'], /not "51"$/],
  [['student', '--canary', '10.5'], /not "10.5"$/],
  [['student', '--canary', '10', '--no-promote'], /^--canary and --no-promote cannot go together$/],
  [['student', '--rollback', '--end-canary'], /^--rollback and --end-canary cannot go together$/],
  [['student', '--rollback', '--dist', 'out'], /^--dist is for publishing, not with --rollback$/],
  [['student', '--promote', '7f3a2c'], /^--promote takes a release's full id \(12 hex characters/],
])('%j is a usage error', (argv, message) => {
  expect(() => parseReleaseArgs(argv)).toThrow(UsageError);
  expect(() => parseReleaseArgs(argv)).toThrow(message);
});
