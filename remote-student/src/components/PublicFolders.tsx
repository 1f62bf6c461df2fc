import type { FolderSearchQuery } from '@lectern/shared-api/contract';
import { usePublicFolders } from '@lectern/shared-api/student';
import { useId } from 'react';
import styled from 'styled-components';
import { FolderList } from './FolderCard.tsx';

/** Enough to show what there is without pushing the materials off the screen. */
export const PUBLIC_FOLDERS_SHOWN = 6;

const Section = styled.section`
  min-width: 0;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

/**
 * Public folders of a course (its page) or matching a search (the results page), under "Folders".
 * Nothing at all while loading, when there are none or when they could not be fetched: the
 * materials are what the page is for, and folders only add to them.
 */
export function PublicFolders({ query, enabled = true }: { query: FolderSearchQuery; enabled?: boolean }) {
  const titleId = useId();
  const folders = usePublicFolders({ ...query, limit: PUBLIC_FOLDERS_SHOWN }, { enabled });
  const list = folders.data?.data ?? [];
  if (!enabled || !folders.isSuccess || list.length === 0) return null;
  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId}>Folders</h2>
      <FolderList folders={list} showOwner />
    </Section>
  );
}
