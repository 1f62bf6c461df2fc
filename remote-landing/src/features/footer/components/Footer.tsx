import { Container } from '@lectern/shared-ui';
import styled from 'styled-components';
import { buildId } from './buildId.ts';
import { useCurrentYear } from './useCurrentYear.ts';

interface FooterEntry {
  label: string;
  /** Only entries with a real target on this page are links; the rest are placeholders. */
  href?: `#${string}`;
}

const COLUMNS: Array<{ title: string; entries: FooterEntry[] }> = [
  {
    title: 'NAVIGATE',
    entries: [{ label: 'Home', href: '#home' }, { label: 'Department' }, { label: 'Faculty' }, { label: 'About' }, { label: 'Mission & Vision' }],
  },
  {
    title: 'HELP',
    entries: [{ label: 'Support' }, { label: 'Content Guidelines' }, { label: 'Report Issue' }, { label: 'How It Works', href: '#browse' }],
  },
  {
    title: 'POLICIES',
    entries: [{ label: 'Honor Code', href: '#faqs' }, { label: 'Privacy Policy' }, { label: 'Terms of Service' }, { label: 'Academic Integrity' }],
  },
];

const Root = styled.footer`
  padding: ${({ theme }) => `${theme.space.xxl} 0 ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.inverseSurface};
  color: ${({ theme }) => theme.colors.inverseText};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.4fr repeat(3, minmax(0, 1fr));
  }
`;

const Brand = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  strong { font-size: ${({ theme }) => theme.fontSizes.lg}; }
  p { color: ${({ theme }) => theme.colors.inverseMuted}; max-width: 22rem; }
`;

const Column = styled.div`
  h2 {
    margin-bottom: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    letter-spacing: 0.08em;
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
    list-style: none;
    margin: 0;
    padding: 0;
    color: ${({ theme }) => theme.colors.inverseMuted};
  }
  a { color: ${({ theme }) => theme.colors.inverseText}; }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xxl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid rgba(255, 255, 255, 0.16);
  color: ${({ theme }) => theme.colors.inverseMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function Footer() {
  const year = useCurrentYear();
  const build = buildId();
  return (
    <Root id="contact">
      <Container>
        <Columns>
          <Brand>
            <strong>Lectern</strong>
            <p>Course notes and past papers, shared by students and checked by senior students and teaching assistants.</p>
          </Brand>
          {COLUMNS.map((column) => (
            <Column key={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.entries.map((entry) => (
                  <li key={entry.label}>{entry.href ? <a href={entry.href}>{entry.label}</a> : entry.label}</li>
                ))}
              </ul>
            </Column>
          ))}
        </Columns>
        <Bottom>
          <span>&copy; {year} Lectern. Free for students.</span>
          {build ? <span data-testid="build-id">{`Build ${build}`}</span> : null}
        </Bottom>
      </Container>
    </Root>
  );
}
