import { Container } from '@lectern/shared-ui';
import { CardGrid } from '@lectern/shared-ui/lists';
import { useId } from 'react';
import styled from 'styled-components';
import { Band, Body, Kicker, SectionTitle } from './layout.tsx';

const FEATURES = [
  { title: 'Search by course', text: 'Type a course code like CSC 204 or a course title and find notes and past papers in seconds.' },
  { title: 'Verified materials', text: 'Senior students and teaching assistants review every upload before it goes live.' },
  { title: 'Study offline', text: 'Download materials and read them anywhere, even without a connection.' },
  { title: 'Peer community', text: 'Share with classmates, join study groups and learn from students who took the course before you.' },
  { title: 'Upload what helps', text: 'Share PDFs, Word documents, presentations and images, or a helpful link.' },
  { title: 'Rewards for sharing', text: '10 uploads let you skip the queue for popular materials; 50 uploads earn a free printing credit.' },
];

const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 760px;
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  h3 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

function CheckMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <circle cx="14" cy="14" r="14" fill="#e7eafc" />
      <path d="M8.5 14.5l3.5 3.5 7.5-8" fill="none" stroke="#2f3fc4" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function Features() {
  const titleId = useId();
  return (
    <Band id="browse" aria-labelledby={titleId}>
      <Container>
        <Header>
          <Kicker>Browse courses</Kicker>
          <SectionTitle id={titleId}>Features</SectionTitle>
          <Body>Everything you need to prepare for a course, shared by the students who took it.</Body>
        </Header>
        <CardGrid>
          {FEATURES.map((feature) => (
            <li key={feature.title}>
              <Card>
                <CheckMark />
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </Card>
            </li>
          ))}
        </CardGrid>
      </Container>
    </Band>
  );
}
