import { PREVIEW_MESSAGES } from '@lectern/shared-api/contract';
import FileX from 'lucide-react/icons/file-x';
import styled, { css } from 'styled-components';
import { Icon } from '../primitives/Icon.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { visuallyHidden } from '../theme/visuallyHidden.ts';

// What stands in a preview's place while the server is still making it, or when it could not:
// a calm note, never an error (the material itself is there and downloads as usual).

const Note = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  height: 100%;
  min-width: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-align: center;
  ${({ theme }) => theme.media.belowSm} {
    gap: ${({ theme }) => theme.space.xs};
  }
`;

/** A blank page with grey lines shimmering on it: a document on its way. */
const Sheet = styled.span`
  display: flex;
  flex-direction: column;
  justify-content: space-evenly;
  align-items: flex-start;
  width: clamp(2rem, 30%, 6rem);
  aspect-ratio: 3 / 4;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Words = styled.span<{ $onPhone: boolean }>`
  overflow-wrap: anywhere;
  ${({ theme, $onPhone }) =>
    $onPhone
      ? ''
      : css`
          ${theme.media.belowSm} {
            ${visuallyHidden}
          }
        `}
`;

const LINE_WIDTHS = ['80%', '100%', '90%', '100%', '60%'];

export interface PreviewStatusNoteProps {
  status: 'pending' | 'unavailable';
  /** A phone's thumbnail is too small for the words: there they are heard, not seen. */
  wordsOnPhone?: boolean;
  className?: string;
}

/** "Preparing preview..." (a status, announced) over a shimmering page, or "Preview unavailable". */
export function PreviewStatusNote({ status, wordsOnPhone = true, className }: PreviewStatusNoteProps) {
  if (status === 'pending') {
    return (
      <Note role="status" className={className}>
        <Sheet aria-hidden="true">
          {LINE_WIDTHS.map((width, index) => (
            <Skeleton key={index} width={width} height="4px" radius="2px" />
          ))}
        </Sheet>
        <Words $onPhone={wordsOnPhone}>{PREVIEW_MESSAGES.pending}</Words>
      </Note>
    );
  }
  return (
    <Note className={className}>
      <Icon icon={FileX} size="lg" />
      <Words $onPhone={wordsOnPhone}>{PREVIEW_MESSAGES.unavailable}</Words>
    </Note>
  );
}
