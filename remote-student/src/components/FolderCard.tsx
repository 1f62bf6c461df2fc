import { formatCourseCode, VISIBILITY_LABELS, type FolderSummary, type Visibility } from '@lectern/shared-api/contract';
import { coursePagePath, folderPagePath } from '@lectern/shared-api/contract';
import { Icon } from '@lectern/shared-ui';
import { Badge, CardMeta, CardTitle } from '@lectern/shared-ui/lists';
import Folder from 'lucide-react/icons/folder';
import FolderLock from 'lucide-react/icons/folder-lock';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatCount } from './formatCount.ts';

// A folder in a list (Libraries, a folder's subfolders, a course page, search results): its name
// leading to its page, its visibility, course and how much it holds. One row-like card at every width.

const Card = styled.article`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.belowSm} {
    padding: ${({ theme }) => theme.space.sm};
  }
`;

const FolderIcon = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const Title = styled(CardTitle)`
  /* The whole card opens the folder; the course link sits above this. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Meta = styled(CardMeta)`
  a {
    position: relative;
    z-index: 1;
    white-space: nowrap;
  }
`;

const VISIBILITY_TONES: Record<Visibility, 'neutral' | 'success' | 'warning'> = { private: 'neutral', public: 'success', unlisted: 'warning' };

/** How much a folder holds: '3 materials · 1 folder' (only the folders part when it has some). */
export const folderContents = (folder: Pick<FolderSummary, 'materialCount' | 'folderCount'>) =>
  [formatCount(folder.materialCount, 'material'), folder.folderCount ? formatCount(folder.folderCount, 'folder') : null].filter(Boolean).join(' · ');

export interface FolderCardProps {
  folder: FolderSummary;
  /** Lists of other people's folders (search, course pages) say whose it is. */
  showOwner?: boolean;
}

export function FolderCard({ folder, showOwner = false }: FolderCardProps) {
  return (
    <Card aria-label={folder.name}>
      <FolderIcon aria-hidden="true">
        <Icon icon={folder.visibility === 'private' ? FolderLock : Folder} size="md" />
      </FolderIcon>
      <Body>
        <Title>
          <Link to={folderPagePath(folder.id)}>{folder.name}</Link>
        </Title>
        <span>
          <Badge tone={VISIBILITY_TONES[folder.visibility]}>{VISIBILITY_LABELS[folder.visibility]}</Badge>
        </span>
        <Meta>
          {folderContents(folder)}
          {folder.course ? (
            <>
              {' · '}
              <Link to={coursePagePath(folder.course.courseCode)}>{formatCourseCode(folder.course.courseCode)}</Link>
            </>
          ) : null}
        </Meta>
        {showOwner ? (
          <Meta>
            by {folder.owner.firstName} {folder.owner.lastName}
          </Meta>
        ) : null}
      </Body>
    </Card>
  );
}

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: 0;
  padding: 0;
  & > li {
    min-width: 0;
  }
  ${({ theme }) => theme.media.belowSm} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm};
  }
`;

/** Folders side by side as the width allows; one under another on a phone. */
export function FolderList({ folders, showOwner }: { folders: readonly FolderSummary[]; showOwner?: boolean }) {
  return (
    <List>
      {folders.map((folder) => (
        <li key={folder.id}>
          <FolderCard folder={folder} showOwner={showOwner} />
        </li>
      ))}
    </List>
  );
}
