// A folder's name, description and visibility (its course is picked, not typed).
import { object, string } from 'yup';
import { FOLDER_DEFAULT_VISIBILITY, FOLDER_DESCRIPTION_MAX, FOLDER_MESSAGES, FOLDER_NAME_MAX, VISIBILITIES, type Visibility } from '../contract/index.ts';

/** New folder and Edit folder: the limits and words the server checks POST and PATCH /folders with. */
export const folderSchema = object({
  name: string().trim().required(FOLDER_MESSAGES.nameRequired).max(FOLDER_NAME_MAX, FOLDER_MESSAGES.nameTooLong),
  description: string().trim().max(FOLDER_DESCRIPTION_MAX, FOLDER_MESSAGES.descriptionTooLong).default(''),
  visibility: string<Visibility>().oneOf(VISIBILITIES).default(FOLDER_DEFAULT_VISIBILITY),
});
