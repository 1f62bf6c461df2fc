import { useSession, welcomeBack } from '@lectern/shared-api';
import { SearchBox } from '@lectern/shared-ui';
import styled from 'styled-components';
import { useCourseSearch } from '../hooks/useCourseSearch.ts';

export const COURSE_SEARCH_PLACEHOLDER = 'Enter a course code or course title';

const Banner = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  ${({ theme }) => theme.media.belowSm} {
    padding: ${({ theme }) => theme.space.md};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function WelcomeBanner() {
  const { user } = useSession();
  const { text, setText, suggestions, isLoading, search, select } = useCourseSearch();
  return (
    <Banner aria-labelledby="welcome-title">
      <h1 id="welcome-title">{welcomeBack(user)}</h1>
      <p>Find notes and past papers for your courses.</p>
      <SearchBox
        label="Search courses"
        placeholder={COURSE_SEARCH_PLACEHOLDER}
        value={text}
        onQueryChange={setText}
        suggestions={suggestions}
        loading={isLoading}
        onSearch={search}
        onSelect={select}
      />
    </Banner>
  );
}
