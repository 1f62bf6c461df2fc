import { errorMessage } from '@lectern/shared-api';
import type { GroupReply, GroupThread } from '@lectern/shared-api/contract';
import { useGroupReplyHelpful } from '@lectern/shared-api/student';
import { Icon, notify } from '@lectern/shared-ui';
import { spreadRowCss } from '@lectern/shared-ui/rows';
import { Badge } from '@lectern/shared-ui/lists';
import ThumbsUp from 'lucide-react/icons/thumbs-up';
import { useState } from 'react';
import styled from 'styled-components';
import { cardBoxCss } from '../../../../components/cardBox.ts';
import { PressableButton } from '../../../../components/PressableButton.tsx';
import { EditPostForm } from './EditPostForm.tsx';
import { PostActions } from './PostActions.tsx';
import { authorName, PostByline } from './PostByline.tsx';
import { PostText } from './PostText.tsx';
import { SharedMaterialView } from './SharedMaterialView.tsx';

export const PostFrame = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  ${cardBoxCss}
`;

const Top = styled.div`
  ${spreadRowCss}
  gap: ${({ theme }) => theme.space.xs};
`;

export interface ReplyItemProps {
  groupId: string;
  thread: GroupThread;
  reply: GroupReply;
  readOnly: boolean;
}

/** One reply: who and when, its text and shared material, Helpful (a toggle for the thread's asker, a badge for others). */
export function ReplyItem({ groupId, thread, reply, readOnly }: ReplyItemProps) {
  const [editing, setEditing] = useState(false);
  const helpful = useGroupReplyHelpful(groupId);
  const canMark = thread.mine && !reply.mine && !reply.removed && !readOnly;

  return (
    <PostFrame aria-label={`Reply by ${authorName(reply)}`}>
      <Top>
        <PostByline post={reply} />
        {reply.helpful && !canMark ? <Badge tone="success">Helpful</Badge> : null}
      </Top>
      {editing ? (
        <EditPostForm groupId={groupId} post={reply} onDone={() => setEditing(false)} />
      ) : (
        <>
          <PostText body={reply.body} removed={reply.removed} />
          {reply.removed ? null : <SharedMaterialView shared={reply.shared} />}
          <PostActions groupId={groupId} post={reply} isThread={false} readOnly={readOnly} onEdit={() => setEditing(true)}>
            {canMark ? (
              <PressableButton
                variant="secondary"
                size="sm"
                aria-pressed={reply.helpful}
                disabled={helpful.isPending}
                onClick={() =>
                  helpful.mutate(
                    { postId: reply.id, helpful: !reply.helpful },
                    { onError: (error) => notify.error(errorMessage(error, 'Could not mark the reply. Try again.')) },
                  )
                }
              >
                <Icon icon={ThumbsUp} size="sm" /> Helpful
              </PressableButton>
            ) : null}
          </PostActions>
        </>
      )}
    </PostFrame>
  );
}
