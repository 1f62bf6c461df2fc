// The paged-list wrapper of docs/api-contract.md: { data: T[], pagination: { page, limit, total, totalPages } }.
import { Type, type TSchema } from 'typebox';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type Pagination } from '@lectern/shared-api/contract';
import { matchesContract } from './contract-match.ts';

export const PaginationSchema = matchesContract<Pagination>()(
  Type.Object({
    page: Type.Integer(),
    limit: Type.Integer(),
    total: Type.Integer(),
    totalPages: Type.Integer(),
  }),
);

export function PagedSchema<T extends TSchema>(item: T) {
  return Type.Object({ data: Type.Array(item), pagination: PaginationSchema });
}

/** Deeper pages cost a scan of every row before them; nobody pages this far by hand. */
export const PAGE_MAX = 10_000;

/** `page` of a paged list's query string: from 1, default 1. */
export const pageField = () => Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_MAX, default: 1, description: 'From 1' }));

/** `limit` of a paged list's query string: 1 to PAGE_SIZE_MAX, default `fallback`. */
export const limitField = (fallback: number = PAGE_SIZE_DEFAULT) =>
  Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: fallback, description: `1 to ${PAGE_SIZE_MAX}` }));
