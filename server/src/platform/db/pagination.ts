// The paged-list wrapper's numbers (docs/api-contract.md), for every query that answers a page.
import type { Pagination } from '@lectern/shared-api/contract';

/** The pagination object for a page of `limit` rows out of `total`. */
export function paginationOf(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}
