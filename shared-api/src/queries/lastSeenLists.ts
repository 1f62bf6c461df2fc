import type { QueryClient } from '@tanstack/react-query';
import { keepLastSeen } from '../client/lastSeen.ts';
import { folderKeys } from './folders.ts';
import { materialKeys } from './materials.ts';

/**
 * The answers a student may want with the network gone: their material lists (saved, uploads,
 * recent, recommendations, search), course pages, their figures and their folders. A material's
 * own page offline is the device's kept copy (`@lectern/shared-api/offline`), not this.
 */
export const LAST_SEEN_QUERIES = [materialKeys.lists(), materialKeys.coursePages(), materialKeys.myStats(), folderKeys.all] as const;

/** Called once by the shell with its QueryClient. */
export const keepLastSeenLists = (client: QueryClient) => keepLastSeen(client, LAST_SEEN_QUERIES);
