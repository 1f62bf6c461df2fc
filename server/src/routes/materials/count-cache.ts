// Totals of the shared material lists (search, recent, recommendations), kept for a few
// seconds. A page itself is cheap (an index walk that stops after `limit` rows), but its total
// reads every match up to MATERIAL_LIST_TOTAL_MAX; students paging or typing the same search
// would pay that on every call. A total may so lag new uploads by COUNT_TTL_MS; the rows never do.
import { TtlCache } from '../../cache/ttl-cache.ts';
import type { Clock } from '../../clock.ts';

export const COUNT_TTL_MS = 10_000;
const MAX_ENTRIES = 5000;

export class CountCache extends TtlCache<number> {
  constructor(clock: Clock) {
    super(clock, COUNT_TTL_MS, MAX_ENTRIES);
  }
}
