import { relativeTime } from '@lectern/shared-api';
import { groupThreadPath, POST_MESSAGES, THREAD_KIND_LABELS, type GroupThread } from '@lectern/shared-api/contract';
import { Badge, CardTitle } from '@lectern/shared-ui/lists';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { cardBoxCss } from '../../../../components/cardBox.ts';
import { RowList } from '../../../../components/RowList.tsx';
import { formatCount } from '../../../../components/formatCount.ts';
import { authorName } from './PostByline.tsx';
import { cluster } from '@lectern/shared-ui/rows';

const Item = styled.article`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  ${cardBoxCss}
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Title = styled(CardTitle)`
  line-height: 1.35;
  /* The whole card opens the thread. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:focus-visible {
    outline: none;
  }
  a:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Badges = styled.div`
  ${cluster('xs')}
`;

const Meta = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ThreadListProps {
  threads: GroupThread[];
  /** A thread whose link takes focus when it is shown (the one just posted, or the one the reader came back from). */
  focusThreadId: string | null;
  onFocused: () => void;
  onOpen: (threadId: string) => void;
}

/** The group's threads, newest activity first: kind, title (opening it in place), author, replies, Answered. */
export function ThreadList({ threads, focusThreadId, onFocused, onOpen }: ThreadListProps) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!focusThreadId) return;
    const link = [...(list.current?.querySelectorAll<HTMLAnchorElement>('a[data-thread]') ?? [])].find((a) => a.dataset.thread === focusThreadId);
    if (!link) return;
    link.focus();
    onFocused();
  }, [threads, focusThreadId, onFocused]);

  return (
    <RowList ref={list}>
      {threads.map((thread) => (
        <li key={thread.id}>
          <Item>
            <Badges>
              <Badge>{THREAD_KIND_LABELS[thread.kind]}</Badge>
              {thread.answered ? <Badge tone="success">Answered</Badge> : null}
            </Badges>
            <Title>
              <Link
                to={groupThreadPath(thread.groupId, thread.id)}
                data-thread={thread.id}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  onOpen(thread.id);
                }}
              >
                {thread.removed ? POST_MESSAGES.removed : thread.title}
              </Link>
            </Title>
            <Meta>
              {authorName(thread)} · {formatCount(thread.replyCount, 'reply', 'replies')} ·{' '}
              <time dateTime={thread.lastActivityAt}>active {relativeTime(thread.lastActivityAt)}</time>
            </Meta>
          </Item>
        </li>
      ))}
    </RowList>
  );
}
