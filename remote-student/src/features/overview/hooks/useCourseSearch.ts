import { searchPagePath, useSearchSuggestions, type SearchSuggestion } from '@lectern/shared-api';
import { suggestionPath } from '@lectern/shared-api/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** The banner's course search: live suggestions; a suggestion opens its page, a submitted text the search page. */
export function useCourseSearch() {
  const [text, setText] = useState('');
  const { suggestions, isLoading } = useSearchSuggestions(text);
  const navigate = useNavigate();
  return {
    text,
    setText,
    suggestions,
    isLoading,
    search: (query: string) => navigate(searchPagePath(query)),
    select: (suggestion: SearchSuggestion) => navigate(suggestionPath(suggestion)),
  };
}
