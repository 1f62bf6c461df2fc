import { useSearchBox, useSession, welcomeBack } from '@lectern/shared-api';
import { suggestionPath } from '@lectern/shared-api/contract';
import { SearchBox } from '@lectern/shared-ui';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { stack } from '@lectern/shared-ui/rows';

export const COURSE_SEARCH_PLACEHOLDER = 'Enter a course code or course title';

const Banner = styled.section`
  ${stack('md')}
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
  // A suggestion opens its page; a submitted text the search page.
  const navigate = useNavigate();
  const searchBox = useSearchBox(navigate, suggestionPath);
  return (
    <Banner aria-labelledby="welcome-title">
      <h1 id="welcome-title">{welcomeBack(user)}</h1>
      <p>Find notes and past papers for your courses.</p>
      <SearchBox
        label="Search courses"
        placeholder={COURSE_SEARCH_PLACEHOLDER}
        {...searchBox}
      />
    </Banner>
  );
}
