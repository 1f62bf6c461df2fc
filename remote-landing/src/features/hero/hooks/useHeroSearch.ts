import { searchPagePath, useSearchSuggestions, type SearchSuggestion } from '@lectern/shared-api';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** Text, live suggestions and where a search goes: the student search page (a suggestion searches its title, as the spec says). */
export function useHeroSearch() {
  const [text, setText] = useState('');
  const { suggestions, isLoading } = useSearchSuggestions(text);
  const navigate = useNavigate();
  return {
    text,
    setText,
    suggestions,
    isLoading,
    search: (query: string) => navigate(searchPagePath(query)),
    select: (suggestion: SearchSuggestion) => navigate(searchPagePath(suggestion.title)),
  };
}
