import { BLOG_TYPE_LABELS, BLOG_TYPES } from '@lectern/shared-api/contract';
import { useBlogList } from '@lectern/shared-api/student';
import { Button, Icon } from '@lectern/shared-ui';
import { SearchField } from '@lectern/shared-ui/lists';
import Newspaper from 'lucide-react/icons/newspaper';
import SearchX from 'lucide-react/icons/search-x';
import SquarePen from 'lucide-react/icons/square-pen';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useBlogListParams } from '../hooks/useBlogListParams.ts';
import { BlogList } from './BlogList.tsx';
import { ViewToggle } from './ViewToggle.tsx';
import { WriteBlogModal } from './WriteBlogModal.tsx';
import { stack } from '@lectern/shared-ui/rows';

const Stack = styled.div`
  ${stack('lg')}
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  > form {
    flex: 1 1 18rem;
  }
`;

const TypeFilter = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  select {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
  }
`;

const WRITE_A_POST = 'Write a post';

/** The empty state: by view, and whether a search or filter narrowed the list; each with its next step. */
function emptyFor(view: 'all' | 'mine', narrowed: boolean, steps: { write: () => void; clear: () => void }) {
  if (narrowed) {
    return {
      title: 'No blogs found',
      text: 'No posts match your search. Try other words or another type.',
      icon: SearchX,
      action: (
        <Button variant="secondary" size="sm" onClick={steps.clear}>
          Clear search and type
        </Button>
      ),
    };
  }
  const write = (
    <Button size="sm" onClick={steps.write}>
      <Icon icon={SquarePen} size="sm" />
      {WRITE_A_POST}
    </Button>
  );
  if (view === 'mine') return { title: 'No blogs found', text: 'You have not written a post yet. Share what helped you study.', icon: Newspaper, action: write };
  return { title: 'No blogs found', text: 'There are no approved posts yet. Be the first to write one.', icon: Newspaper, action: write };
}

/** /dashboard/blogs: the students' peer community. Read approved posts, follow one's own through review, write one. */
export function BlogsPage() {
  const typeId = useId();
  const params = useBlogListParams();
  const list = useBlogList(params.listQuery);
  const [writing, setWriting] = useState(false);
  // The search box keeps what was typed; clearing the filters starts it afresh.
  const [searchKey, setSearchKey] = useState(0);
  const clearFilters = () => {
    params.clearFilters();
    setSearchKey((key) => key + 1);
  };

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    params.setQuery(String(new FormData(event.currentTarget).get('query') ?? '').trim());
  };

  return (
    <Stack>
      <Header>
        <div>
          <h1>Blogs</h1>
          <p>Study tips, exam prep and campus life, written by students for students.</p>
        </div>
        <Button onClick={() => setWriting(true)}>
          <Icon icon={SquarePen} size="sm" />
          {WRITE_A_POST}
        </Button>
      </Header>
      <Toolbar>
        <SearchField key={searchKey} label="Search posts" defaultValue={params.query} onSubmit={search} />
        <TypeFilter htmlFor={typeId}>
          Type
          <select id={typeId} value={params.type ?? ''} onChange={(event) => params.setType(event.target.value)}>
            <option value="">All types</option>
            {BLOG_TYPES.map((type) => (
              <option key={type} value={type}>
                {BLOG_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </TypeFilter>
        <ViewToggle view={params.view} onView={params.setView} />
      </Toolbar>
      <section aria-label={params.view === 'mine' ? 'My posts' : 'All posts'}>
        <BlogList
          query={list}
          empty={emptyFor(params.view, Boolean(params.query || params.type), { write: () => setWriting(true), clear: clearFilters })}
          page={params.page}
          onPage={params.setPage}
          showReviewStatus={params.view === 'mine'}
        />
      </section>
      <WriteBlogModal
        open={writing}
        onClose={() => setWriting(false)}
        onSent={() => {
          setWriting(false);
          // The new post is pending: it shows among one's own posts, not yet on the blog.
          params.showOwnPosts();
        }}
      />
    </Stack>
  );
}
