import { MESSAGES, useSearchBox } from '@lectern/shared-api';
import { Container, SearchBox } from '@lectern/shared-ui';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space.xxl} 0 ${theme.space.xl}`};
  text-align: center;

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space.xxxl} 0 ${theme.space.xxl}`};
  }
`;

const Inner = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Eyebrow = styled.p`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Title = styled.h1`
  max-width: 20ch;
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: 800;
  letter-spacing: -0.02em;
  overflow-wrap: break-word;
`;

const Lead = styled.p`
  max-width: 40rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const SearchArea = styled.div`
  width: 100%;
  max-width: 40rem;
  margin-top: ${({ theme }) => theme.space.sm};
`;

export function Hero() {
  const titleId = useId();
  // To the student search page; a suggestion searches its title, as the spec says.
  const navigate = useNavigate();
  const searchBox = useSearchBox(navigate);
  return (
    <Section id="home" aria-labelledby={titleId}>
      <Inner>
        <Eyebrow>Free for every student</Eyebrow>
        <Title id={titleId}>Course notes and past papers, all in one place</Title>
        <Lead>
          Search by course code or title and find materials shared by students, checked by senior students and teaching
          assistants.
        </Lead>
        <SearchArea>
          <SearchBox
            label="Search courses"
            placeholder={MESSAGES.searchCoursesPlaceholder}
            {...searchBox}
          />
        </SearchArea>
      </Inner>
    </Section>
  );
}
