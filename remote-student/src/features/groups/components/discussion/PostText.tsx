import { POST_MESSAGES } from '@lectern/shared-api/contract';
import styled from 'styled-components';
import { postTextParts } from './postText.ts';

const Text = styled.p`
  /* Line breaks as typed; a long link wraps instead of widening a phone's page. */
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.5;
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const Removed = styled.p`
  font-style: italic;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A post's plain text with its line breaks kept and its web links clickable (never HTML); a hidden post says so. */
export function PostText({ body, removed }: { body: string; removed: boolean }) {
  if (removed) return <Removed>{POST_MESSAGES.removed}</Removed>;
  return (
    <Text>
      {postTextParts(body).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </Text>
  );
}
