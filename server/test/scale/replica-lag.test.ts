// How far behind a replica is, from the primary's positions as noted by this process (read-replicas.ts).
import { lagOf, parseLsn } from '../../src/platform/db/read-replicas.ts';

test('a WAL position reads as one number: the part before the slash is the high 32 bits', () => {
  expect(parseLsn('0/16B3748')).toBe(0x16b3748n);
  expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
  expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
});

describe('lagOf', () => {
  const positions = [
    { lsn: 100n, at: 1_000 },
    { lsn: 200n, at: 2_000 },
    { lsn: 300n, at: 3_000 },
  ];
  test('a replica that has replayed the newest position is not behind, however old it is', () => {
    expect(lagOf(positions, 300n, 60_000)).toBe(0);
    expect(lagOf(positions, 350n, 60_000)).toBe(0);
    expect(lagOf([], 0n, 60_000)).toBe(0);
  });
  test('otherwise it is behind by the age of the oldest position it has not replayed', () => {
    expect(lagOf(positions, 250n, 3_500)).toBe(500);
    expect(lagOf(positions, 150n, 3_500)).toBe(1_500);
    // Behind every noted position: at least as old as the oldest kept.
    expect(lagOf(positions, 50n, 3_500)).toBe(2_500);
  });
});
