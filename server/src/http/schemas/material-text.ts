import { Type } from 'typebox';
import type { MaterialText } from '@lectern/shared-api/contract';
import { matchesContract } from './contract-match.ts';

/** A material's extracted text, page by page, for the reader's text view. */
export const MaterialTextSchema = matchesContract<MaterialText>()(
  Type.Object({
    pages: Type.Array(
      Type.Object({
        page: Type.Integer({ minimum: 1, description: 'The page number, from 1' }),
        text: Type.String({ description: 'The text read out of the page (plain text)' }),
      }),
      { description: 'In page order; empty when no text was found' },
    ),
  }),
);
