import type { GroupDetail, GroupThread } from '@lectern/shared-api/contract';
import { useGroupThreads } from '@lectern/shared-api/student';
import { Button, Icon } from '@lectern/shared-ui';
import { EmptyState, ErrorBox, ListLoading, Pagination } from '@lectern/shared-ui/lists';
import MessageSquare from 'lucide-react/icons/message-square';
import Plus from 'lucide-react/icons/plus';
import { useCallback, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { cardBoxCss } from '../../../../components/cardBox.ts';
import { SectionHeader } from '../../../../components/SectionHeader.tsx';
import { NewThreadForm } from './NewThreadForm.tsx';
import { ThreadList } from './ThreadList.tsx';
import { ThreadView } from './ThreadView.tsx';
import { useGroupLive } from './useGroupLive.ts';

/** The URL's word for the open thread (groupThreadPath in the contract writes it). */
const THREAD_PARAM = 'thread';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Header = styled(SectionHeader)`
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Composer = styled.div`
  ${cardBoxCss}
`;

/**
 * A group's discussion: its threads newest activity first (paged), New post, and one thread opened
 * in place (`?thread=<id>`, so links and notifications open it; Back returns to the list). The live
 * stream keeps it current while the group is open. Staff who are not members read without composers.
 */
export function GroupDiscussion({ group }: { group: GroupDetail }) {
  const [params, setParams] = useSearchParams();
  const threadId = params.get(THREAD_PARAM);
  const [page, setPage] = useState(1);
  const [composing, setComposing] = useState(false);
  const [focusThreadId, setFocusThreadId] = useState<string | null>(null);
  const newPostButton = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  useGroupLive(group.id);

  const openThread = (id: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(THREAD_PARAM, id);
      return next;
    });
  const backToList = () => {
    setFocusThreadId(threadId);
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(THREAD_PARAM);
      return next;
    });
  };
  const onPosted = (thread: GroupThread) => {
    setComposing(false);
    setPage(1);
    setFocusThreadId(thread.id);
  };
  const onFocused = useCallback(() => setFocusThreadId(null), []);

  return (
    <Section aria-labelledby={headingId}>
      <Header>
        <h2 id={headingId}>Discussion</h2>
        {!threadId && !group.readOnly && !composing ? (
          <Button ref={newPostButton} size="sm" onClick={() => setComposing(true)}>
            <Icon icon={Plus} size="sm" /> New post
          </Button>
        ) : null}
      </Header>
      {threadId ? (
        <ThreadView key={threadId} group={group} threadId={threadId} onBack={backToList} />
      ) : (
        <>
          {composing ? (
            <Composer>
              <NewThreadForm
                groupId={group.id}
                onPosted={onPosted}
                onCancel={() => {
                  setComposing(false);
                  // The button is back in the next render; give it the focus the form had.
                  requestAnimationFrame(() => newPostButton.current?.focus());
                }}
              />
            </Composer>
          ) : null}
          <Threads groupId={group.id} page={page} onPage={setPage} focusThreadId={focusThreadId} onFocused={onFocused} onOpen={openThread} readOnly={group.readOnly} />
        </>
      )}
    </Section>
  );
}

interface ThreadsProps {
  groupId: string;
  page: number;
  onPage: (page: number) => void;
  focusThreadId: string | null;
  onFocused: () => void;
  onOpen: (threadId: string) => void;
  readOnly: boolean;
}

function Threads({ groupId, page, onPage, focusThreadId, onFocused, onOpen, readOnly }: ThreadsProps) {
  const query = useGroupThreads(groupId, page);
  if (query.isPending) return <ListLoading label="Loading discussion..." />;
  if (query.isError || !query.data) {
    return (
      <ErrorBox
        action={
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        Could not load the discussion.
      </ErrorBox>
    );
  }
  const { data: threads, pagination } = query.data;
  if (threads.length === 0) {
    return (
      <EmptyState title="No posts yet" icon={MessageSquare}>
        {readOnly ? 'Nobody has posted in this group yet.' : 'Ask a question or share a note with the group.'}
      </EmptyState>
    );
  }
  return (
    <>
      <ThreadList threads={threads} focusThreadId={focusThreadId} onFocused={onFocused} onOpen={onOpen} />
      {pagination.totalPages > 1 ? <Pagination page={pagination.page} totalPages={pagination.totalPages} onPage={onPage} label="Discussion pages" /> : null}
    </>
  );
}
