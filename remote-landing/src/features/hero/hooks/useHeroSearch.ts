import { useSearchSuggestions, type SearchSuggestion } from '@lectern/shared-api';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

export const searchPath = (text: string) => `/dashboard/search?q=${encodeURIComponent(text)}`;

/** Text, live suggestions and where a search goes: the student search page. */
export function useHeroSearch() {
  const [text, setText] = useState('');
  const { suggestions, isLoading } = useSearchSuggestions(text);
  const navigate = useNavigate();
  return {
    text,
    setText,
    suggestions,
    isLoading,
    search: (query: string) => navigate(searchPath(query)),
    select: (suggestion: SearchSuggestion) => navigate(searchPath(suggestion.title)),
  };
}
