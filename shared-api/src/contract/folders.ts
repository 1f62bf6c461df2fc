// Folders: a student's own way to organise materials in Libraries (docs/api-contract.md).
// A folder holds references to materials, never copies: every material in it is still shown only
// to those the material's own rules allow, so sharing a folder never reveals more.
import type { Visibility } from './enums.ts';
import type { Material, MaterialCourse, MaterialCreator } from './materials.ts';

export const FOLDER_NAME_MAX = 80;
export const FOLDER_DESCRIPTION_MAX = 500;
/** A top-level folder is depth 1; its subfolders 2; theirs 3, which may hold no more folders. */
export const FOLDER_DEPTH_MAX = 3;
/** Bounds that keep one student's folders a list, not a database. */
export const FOLDERS_PER_OWNER_MAX = 200;
export const FOLDER_MATERIALS_MAX = 500;
/** A new folder is Private unless its owner says otherwise. */
export const FOLDER_DEFAULT_VISIBILITY: Visibility = 'private';

/** A folder as lists show it, seen by the person asking. */
export interface FolderSummary {
  id: string;
  name: string;
  description: string | null;
  visibility: Visibility;
  course: MaterialCourse | null;
  /** The folder it sits in; null at the top level. */
  parentId: string | null;
  /** 1 at the top level, at most FOLDER_DEPTH_MAX. */
  depth: number;
  owner: MaterialCreator;
  /** Materials in it that the person asking may see (its subfolders' not included). */
  materialCount: number;
  /** Subfolders the person asking may see. */
  folderCount: number;
  /** Times someone other than its owner opened it. */
  views: number;
  createdAt: string;
  updatedAt: string;
  /** Whether the person asking owns it (and so may edit it, add to it and remove from it). */
  isOwner: boolean;
}

/** One of the asker's own folders, for the "Add to folder" menu of a material. */
export interface OwnFolder extends FolderSummary {
  /** Whether the material named by `?materialId=` is in it (false without one). */
  hasMaterial: boolean;
}

/** GET /folders/:id: a folder's page. */
export interface FolderPage {
  folder: FolderSummary;
  /** Its ancestors the asker may see, top level first (for the breadcrumb). */
  path: Array<{ id: string; name: string }>;
  folders: FolderSummary[];
  /** Only the materials the asker may see, newest added first. */
  materials: Material[];
}

/** POST /folders. */
export interface FolderInput {
  name: string;
  description?: string | null;
  courseId?: string | null;
  visibility?: Visibility;
  parentId?: string | null;
}

/** PATCH /folders/:id: any of the fields; `parentId` moves it (never under itself or its own subfolders). */
export type FolderUpdate = Partial<FolderInput>;

/** GET /folders: public folders, for search and course pages. */
export interface FolderSearchQuery {
  query?: string;
  courseId?: string;
  page?: number;
  limit?: number;
}

/** The folder page's path in the web app: open to any signed-in person the folder's visibility allows. */
export const folderPagePath = (id: string) => `/dashboard/folders/${encodeURIComponent(id)}`;

/** What the folder form, the "Add to folder" menu and the server say (the form checks first). */
export const FOLDER_MESSAGES = {
  nameRequired: 'Give the folder a name',
  nameTooLong: `A folder name must be at most ${FOLDER_NAME_MAX} characters`,
  descriptionTooLong: `The description must be at most ${FOLDER_DESCRIPTION_MAX} characters`,
  tooDeep: `Folders can be nested at most ${FOLDER_DEPTH_MAX} deep.`,
  intoItself: 'A folder cannot be moved into itself or one of its own folders.',
  tooManyFolders: `You can have at most ${FOLDERS_PER_OWNER_MAX} folders.`,
  folderFull: `A folder can hold at most ${FOLDER_MATERIALS_MAX} materials.`,
  notFound: 'This folder does not exist or is not shared with you.',
  created: 'Folder created',
  saved: 'Folder saved',
  deleted: 'Folder deleted',
  added: (folder: string) => `Added to ${folder}`,
  removed: (folder: string) => `Removed from ${folder}`,
} as const;
