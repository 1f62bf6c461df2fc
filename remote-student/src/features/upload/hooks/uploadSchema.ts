import { materialFileSchema } from '@lectern/shared-api/forms';
import { mixed, type AnySchema } from 'yup';
import { photosError, type ChosenPhoto } from './photoList.ts';

const documentField = materialFileSchema.fields.file as AnySchema;

/**
 * The file form with photos as the other way to give the document: with photos chosen no file
 * is needed, and the photos must fit PHOTOS_MAX and the size limit together.
 */
export const fileOrPhotosSchema = materialFileSchema.shape({
  file: mixed().when('photos', ([photos]: Array<ChosenPhoto[] | undefined>, schema) => (photos?.length ? schema.nullable().notRequired() : documentField)),
  photos: mixed<ChosenPhoto[]>().test('photos', (photos, context) => {
    const message = photosError(photos ?? []);
    return message ? context.createError({ message }) : true;
  }),
});
