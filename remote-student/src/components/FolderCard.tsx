import { formatCourseCode, VISIBILITY_LABELS, type FolderSummary, type Visibility } from '@lectern/shared-api/contract';
import { coursePagePath, folderPagePath } from '@lectern/shared-api/contract';
import { Icon } from '@lectern/shared-ui';
import { Badge } from '@lectern/shared-ui/lists';
import Folder from 'lucide-react/icons/folder';
import FolderLock from 'lucide-react/icons/folder-lock';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatCount } from './formatCount.ts';
import { CardIcon, CardLinkMeta, CardLinkTitle, IconCard, IconCardList } from './IconCard.tsx';
import { stack } from '@lectern/shared-ui/rows';

// A folder in a list (Libraries, a folder's subfolders, a course page, search results): its name
// leading to its page, its visibility, course and how much it holds. One row-like card at every width.

const Body = styled.div`
  ${stack('xxs')}
  min-width: 0;
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
    <IconCard aria-label={folder.name}>
      <CardIcon aria-hidden="true">
        <Icon icon={folder.visibility === 'private' ? FolderLock : Folder} size="md" />
      </CardIcon>
      <Body>
        <CardLinkTitle>
          <Link to={folderPagePath(folder.id)}>{folder.name}</Link>
        </CardLinkTitle>
        <span>
          <Badge tone={VISIBILITY_TONES[folder.visibility]}>{VISIBILITY_LABELS[folder.visibility]}</Badge>
        </span>
        <CardLinkMeta>
          {folderContents(folder)}
          {folder.course ? (
            <>
              {' · '}
              <Link to={coursePagePath(folder.course.courseCode)}>{formatCourseCode(folder.course.courseCode)}</Link>
            </>
          ) : null}
        </CardLinkMeta>
        {showOwner ? (
          <CardLinkMeta>
            by {folder.owner.firstName} {folder.owner.lastName}
          </CardLinkMeta>
        ) : null}
      </Body>
    </IconCard>
  );
}

/** Folders side by side as the width allows; one under another on a phone. */
export function FolderList({ folders, showOwner }: { folders: readonly FolderSummary[]; showOwner?: boolean }) {
  return (
    <IconCardList>
      {folders.map((folder) => (
        <li key={folder.id}>
          <FolderCard folder={folder} showOwner={showOwner} />
        </li>
      ))}
    </IconCardList>
  );
}
