import { folderPagePath, PAGE_PATHS, type FolderPage } from '@lectern/shared-api/contract';
import { Breadcrumb, type Crumb } from '../../../components/Breadcrumb.tsx';

/** Where the folder sits: My Libraries (its owner's), the ancestors the reader may see, then the folder. */
export function FolderBreadcrumb({ page }: { page: FolderPage }) {
  const crumbs: Crumb[] = [
    ...(page.folder.isOwner ? [{ label: 'My Libraries', href: PAGE_PATHS.libraries }] : []),
    ...page.path.map((step) => ({ label: step.name, href: folderPagePath(step.id) })),
    { label: page.folder.name, href: folderPagePath(page.folder.id) },
  ];
  return <Breadcrumb crumbs={crumbs} />;
}
