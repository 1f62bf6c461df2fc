// What domain/folders offers the rest of the server; its other files are its own.
export { addToFolder, removeFromFolder } from './folder-materials.ts';
export { NOT_THE_OWNER } from './folder-owner.ts';
export { folderPage } from './folder-page.ts';
export { ownFolders, searchFolders } from './folder-lists.ts';
export { folderSummaryFor } from './folder-read.ts';
export { createFolder, deleteFolder, updateFolder } from './folder-writes.ts';
