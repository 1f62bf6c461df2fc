import { folderPagePath, type FolderSummary, type OwnFolder } from '@lectern/shared-api/contract';

/** The link "Copy link" puts on the clipboard: the site's origin plus the folder's page. */
export const folderShareLink = (id: string) => `${window.location.origin}${folderPagePath(id)}`;

/** Only a Public or Unlisted folder has a link worth sharing: a Private one opens for its owner alone. */
export const isFolderShared = (folder: Pick<FolderSummary, 'visibility'>) => folder.visibility !== 'private';

/**
 * The asker's folders (a flat list, parents named by `parentId`) in the order of their tree:
 * each folder followed by its subfolders, by name at each level. A folder whose parent is not
 * in the list is treated as top level, so none is ever lost.
 */
export function inTreeOrder<F extends OwnFolder | FolderSummary>(folders: readonly F[]): F[] {
  const ids = new Set(folders.map((folder) => folder.id));
  const children = new Map<string | null, F[]>();
  for (const folder of folders) {
    const parent = folder.parentId && ids.has(folder.parentId) ? folder.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), folder]);
  }
  const ordered: F[] = [];
  const visit = (parent: string | null) => {
    for (const folder of [...(children.get(parent) ?? [])].sort((a, b) => a.name.localeCompare(b.name))) {
      ordered.push(folder);
      visit(folder.id);
    }
  };
  visit(null);
  return ordered;
}
