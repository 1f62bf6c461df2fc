import { BLOG_TYPES, type BlogListQuery, type BlogType } from '@lectern/shared-api/contract';
import { useSearchParams } from 'react-router-dom';

/** Which posts the list shows: approved ones by everyone, or one's own in every review status. */
export type BlogView = 'all' | 'mine';

export interface BlogListParams {
  view: BlogView;
  query: string;
  type: BlogType | undefined;
  page: number;
}

/**
 * The blog list's state lives in the URL (`?view=mine&q=&type=&page=`), so a filtered page can
 * be shared and Back returns to it. Any change but the page starts again at page 1.
 */
export function useBlogListParams() {
  const [params, setParams] = useSearchParams();
  const rawType = params.get('type') ?? '';
  const state: BlogListParams = {
    view: params.get('view') === 'mine' ? 'mine' : 'all',
    query: params.get('q') ?? '',
    type: (BLOG_TYPES as readonly string[]).includes(rawType) ? (rawType as BlogType) : undefined,
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };

  const update = (changes: Partial<Record<'view' | 'q' | 'type' | 'page', string | undefined>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  const listQuery: BlogListQuery = {
    query: state.query || undefined,
    type: state.type,
    page: state.page,
    ...(state.view === 'mine' ? { mine: true } : {}),
  };

  return {
    ...state,
    listQuery,
    setView: (view: BlogView) => update({ view: view === 'mine' ? 'mine' : undefined }),
    setQuery: (query: string) => update({ q: query || undefined }),
    setType: (type: string) => update({ type: type || undefined }),
    setPage: (page: number) => update({ page: page > 1 ? String(page) : undefined }),
    /** The same view without its search and type (the empty state's next step). */
    clearFilters: () => update({ q: undefined, type: undefined }),
    /** One's own posts, unfiltered: where a post just written shows (pending review). */
    showOwnPosts: () => update({ view: 'mine', q: undefined, type: undefined }),
  };
}
