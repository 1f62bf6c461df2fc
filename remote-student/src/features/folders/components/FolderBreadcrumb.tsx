import { folderPagePath, type FolderPage } from '@lectern/shared-api/contract';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LIBRARIES_PATH } from '../../../components/folderLinks.ts';

const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  li {
    overflow-wrap: anywhere;
  }
  li + li::before {
    content: '/';
    margin-right: ${({ theme }) => theme.space.xs};
  }
`;

/** Where the folder sits: My Libraries (its owner's), the ancestors the reader may see, then the folder. */
export function FolderBreadcrumb({ page }: { page: FolderPage }) {
  return (
    <nav aria-label="Breadcrumb">
      <Trail>
        {page.folder.isOwner ? (
          <li>
            <Link to={LIBRARIES_PATH}>My Libraries</Link>
          </li>
        ) : null}
        {page.path.map((step) => (
          <li key={step.id}>
            <Link to={folderPagePath(step.id)}>{step.name}</Link>
          </li>
        ))}
        <li aria-current="page">{page.folder.name}</li>
      </Trail>
    </nav>
  );
}
