// The query string every material list takes (GET /materials, /recent, /recommendations,
// /saved, /mine): text, filters, sort and paging. Bad values are a 400 naming the field;
// unknown keys are dropped (docs/api-contract.md).
import { Type } from 'typebox';
import { CLASSIFICATIONS, MATERIAL_SORTS, type MaterialSearchQuery } from '@lectern/shared-api/contract';
import { trimmed } from '../../http/field-messages.ts';
import { matchesContract } from '../../http/schemas/contract-match.ts';
import { limitField, pageField } from '../../http/schemas/paged.ts';

/** A pasted paragraph is searched by its first words (search-filters.ts), not refused. */
export const SEARCH_TEXT_MAX = 1000;

const uuid = (description: string) => Type.Optional(Type.String({ format: 'uuid', description }));

export const materialListFields = {
  query: Type.Optional(
    Type.String({
      maxLength: SEARCH_TEXT_MAX,
      ...trimmed,
      description: 'Words of the title, tags, description or text of the file (by prefix, stemmed; the first 12), or a course code in any spacing or case',
    }),
  ),
  courseId: uuid('Only this course'),
  classification: Type.Optional(Type.Enum(CLASSIFICATIONS)),
  level: Type.Optional(Type.Integer({ minimum: 100, maximum: 900, description: 'Courses taken at this level (with departmentId: in that department)' })),
  departmentId: uuid('Courses of this department'),
  sort: Type.Optional(Type.Enum(MATERIAL_SORTS, { description: 'name (A-Z), date (newest, the default) or downloads (most)' })),
  page: pageField(),
  limit: limitField(),
  exact: Type.Optional(Type.Boolean({ description: 'true: search the words exactly as typed, with no closer spelling tried' })),
};

export const MaterialListQuery = matchesContract<MaterialSearchQuery>()(Type.Object(materialListFields));
