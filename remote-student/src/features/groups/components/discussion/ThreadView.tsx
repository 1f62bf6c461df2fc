import { hasCode } from '@lectern/shared-api';
import { POST_MESSAGES, THREAD_KIND_LABELS, type GroupDetail, type GroupThreadPage } from '@lectern/shared-api/contract';
import { useGroupThread } from '@lectern/shared-api/student';
import { Button, Icon } from '@lectern/shared-ui';
import { Badge, ErrorBox, ListLoading, Pagination } from '@lectern/shared-ui/lists';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { RowList } from '../../../../components/RowList.tsx';
import { formatCount } from '../../../../components/formatCount.ts';
import { EditPostForm } from './EditPostForm.tsx';
import { PostActions } from './PostActions.tsx';
import { PostByline } from './PostByline.tsx';
import { PostText } from './PostText.tsx';
import { ReplyForm } from './ReplyForm.tsx';
import { PostFrame, ReplyItem } from './ReplyItem.tsx';
import { SharedMaterialView } from './SharedMaterialView.tsx';
import { cluster } from '@lectern/shared-ui/rows';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Badges = styled.div`
  ${cluster('xs')}
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.3;
  overflow-wrap: anywhere;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
  ${({ theme }) => theme.media.belowSm} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const RepliesHeading = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const BackRow = styled.div`
  display: flex;
`;

export interface ThreadViewProps {
  group: GroupDetail;
  threadId: string;
  onBack: () => void;
}

/** One thread opened in place: the post, its replies oldest first (paged), the reply box. */
export function ThreadView({ group, threadId, onBack }: ThreadViewProps) {
  const [page, setPage] = useState(1);
  const query = useGroupThread(group.id, threadId, page);
  const back = (
    <BackRow>
      <Button variant="ghost" size="sm" onClick={onBack}>
        <Icon icon={ArrowLeft} size="sm" /> Back to discussion
      </Button>
    </BackRow>
  );

  if (query.isPending) {
    return (
      <Stack>
        {back}
        <ListLoading label="Loading thread..." />
      </Stack>
    );
  }
  if (query.isError || !query.data) {
    const gone = hasCode(query.error, 'NOT_FOUND');
    return (
      <Stack>
        {back}
        <ErrorBox
          action={
            gone ? null : (
              <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
                Try again
              </Button>
            )
          }
        >
          {gone ? POST_MESSAGES.notFound : 'Could not load this thread.'}
        </ErrorBox>
      </Stack>
    );
  }
  return (
    <Stack>
      {back}
      <ThreadContent group={group} data={query.data} onBack={onBack} onPage={setPage} />
    </Stack>
  );
}

function ThreadContent({ group, data, onBack, onPage }: { group: GroupDetail; data: GroupThreadPage; onBack: () => void; onPage: (page: number) => void }) {
  const { thread, replies, pagination } = data;
  const [editing, setEditing] = useState(false);
  const titleId = useId();
  const repliesId = useId();
  const title = useRef<HTMLHeadingElement>(null);

  // Opening a thread takes the reader to its title, so a screen reader starts there.
  useEffect(() => title.current?.focus(), []);

  return (
    <>
      <PostFrame aria-labelledby={titleId}>
        <Badges>
          <Badge>{THREAD_KIND_LABELS[thread.kind]}</Badge>
          {thread.answered ? <Badge tone="success">Answered</Badge> : null}
        </Badges>
        <Title id={titleId} ref={title} tabIndex={-1}>
          {thread.removed ? POST_MESSAGES.removed : thread.title}
        </Title>
        <PostByline post={thread} />
        {editing ? (
          <EditPostForm groupId={group.id} post={thread} onDone={() => setEditing(false)} />
        ) : (
          <>
            {thread.removed ? null : <PostText body={thread.body} removed={false} />}
            {thread.removed ? null : <SharedMaterialView shared={thread.shared} />}
            <PostActions groupId={group.id} post={thread} isThread readOnly={group.readOnly} onEdit={() => setEditing(true)} onDeleted={onBack} />
          </>
        )}
      </PostFrame>
      <section aria-labelledby={repliesId}>
        <Stack>
          <RepliesHeading id={repliesId}>{formatCount(thread.replyCount, 'reply', 'replies')}</RepliesHeading>
          {replies.length ? (
            <RowList as="ol">
              {replies.map((reply) => (
                <li key={reply.id}>
                  <ReplyItem groupId={group.id} thread={thread} reply={reply} readOnly={group.readOnly} />
                </li>
              ))}
            </RowList>
          ) : null}
          {pagination.totalPages > 1 ? (
            <Pagination page={pagination.page} totalPages={pagination.totalPages} onPage={onPage} label="Reply pages" />
          ) : null}
          {group.readOnly || thread.removed ? null : (
            // A new reply is the last one: show the page it lands on.
            <ReplyForm groupId={group.id} threadId={thread.id} onPosted={() => onPage(Math.max(1, Math.ceil((pagination.total + 1) / pagination.limit)))} />
          )}
        </Stack>
      </section>
    </>
  );
}
