import { Type } from 'typebox';
import { SUGGESTION_TYPES, type SearchSuggestion } from '@lectern/shared-api/contract';
import { matchesContract } from './contract-match.ts';

export const SearchSuggestionSchema = matchesContract<SearchSuggestion>()(
  Type.Object({
    id: Type.String(),
    title: Type.String(),
    type: Type.Enum(SUGGESTION_TYPES),
    subtitle: Type.String(),
  }),
);
