import { BLOG_TYPE_LABELS, BLOG_TYPES } from '@lectern/shared-api/contract';
import { useBlogList } from '@lectern/shared-api/student';
import { Button } from '@lectern/shared-ui';
import { SearchField } from '@lectern/shared-ui/lists';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useBlogListParams } from '../hooks/useBlogListParams.ts';
import { BlogList } from './BlogList.tsx';
import { ViewToggle } from './ViewToggle.tsx';
import { WriteBlogModal } from './WriteBlogModal.tsx';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
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

/** The empty state's words: by view, and whether a search or filter narrowed the list. */
function emptyFor(view: 'all' | 'mine', narrowed: boolean) {
  if (narrowed) return { title: 'No blogs found', text: 'No posts match your search. Try other words or another type.' };
  if (view === 'mine') return { title: 'No blogs found', text: 'You have not written a post yet. Share what helped you study.' };
  return { title: 'No blogs found', text: 'There are no approved posts yet. Be the first to write one.' };
}

/** /dashboard/blogs: the students' peer community. Read approved posts, follow one's own through review, write one. */
export function BlogsPage() {
  const typeId = useId();
  const params = useBlogListParams();
  const list = useBlogList(params.listQuery);
  const [writing, setWriting] = useState(false);

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
        <Button onClick={() => setWriting(true)}>Write a post</Button>
      </Header>
      <Toolbar>
        <SearchField label="Search posts" defaultValue={params.query} onSubmit={search} />
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
          empty={emptyFor(params.view, Boolean(params.query || params.type))}
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
