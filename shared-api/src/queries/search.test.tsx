import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../client/queryClient.ts';
import { searchPagePath, suggestionPath, type SearchSuggestion } from '../contract/index.ts';
import { useSearchBox } from './search.ts';

const client = createQueryClient();
afterAll(() => client.clear());
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

const material: SearchSuggestion = { id: 'm1', title: 'Sorting notes', type: 'material', subtitle: 'CSC 204' };

test('useSearchBox: the box\'s text, and a search opens the search page; a suggestion searches its title unless told where it leads', () => {
  const go = jest.fn();
  const { result } = renderHook(() => useSearchBox(go), { wrapper });
  expect(result.current).toMatchObject({ value: '', suggestions: [], loading: false });
  result.current.onSearch('csc 204');
  expect(go).toHaveBeenLastCalledWith(searchPagePath('csc 204'));
  result.current.onSelect(material);
  expect(go).toHaveBeenLastCalledWith(searchPagePath('Sorting notes'));

  const toPage = renderHook(() => useSearchBox(go, suggestionPath), { wrapper });
  toPage.result.current.onSelect(material);
  expect(go).toHaveBeenLastCalledWith(suggestionPath(material));
});
