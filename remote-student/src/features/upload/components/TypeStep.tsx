import { Icon } from '@lectern/shared-ui';
import FileUp from 'lucide-react/icons/file-up';
import Link from 'lucide-react/icons/link';
import styled from 'styled-components';
import type { UploadKind } from '../hooks/uploadValues.ts';

const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Choice = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 96px;
  padding: ${({ theme }) => theme.space.md};
  text-align: left;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:hover { border-color: ${({ theme }) => theme.colors.primary}; background: ${({ theme }) => theme.colors.primarySoft}; }

  strong { font-size: ${({ theme }) => theme.fontSizes.md}; }
  span { font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
  svg { color: ${({ theme }) => theme.colors.primary}; }
`;

/** Step 1: a file or a link. */
export function TypeStep({ onChoose }: { onChoose: (kind: UploadKind) => void }) {
  return (
    <Choices>
      <Choice type="button" onClick={() => onChoose('file')}>
        <Icon icon={FileUp} size="lg" />
        <strong>File Upload</strong>
        <span>PDF, PPT or DOC, or photos of notes</span>
      </Choice>
      <Choice type="button" onClick={() => onChoose('link')}>
        <Icon icon={Link} size="lg" />
        <strong>Helpful Link</strong>
        <span>Paste the URL</span>
      </Choice>
    </Choices>
  );
}
