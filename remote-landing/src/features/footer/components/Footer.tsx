import { PAGE_PATHS } from '@lectern/shared-api';
import { Container } from '@lectern/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buildId } from './buildId.ts';
import { useCurrentYear } from './useCurrentYear.ts';

interface FooterEntry {
  label: string;
  /**
   * Every entry is a link: a section of the landing page ('/#faqs': on the landing it only
   * scrolls, from a policy page it opens the landing there), or a page of the app.
   */
  href: `/#${string}` | `/${string}`;
}

// The spec's placeholders with a real target kept their names; those without one are gone
// (Department and Faculty became Browse Courses, which walks faculty and department; Support,
// Mission & Vision had nothing behind them).
const COLUMNS: Array<{ title: string; entries: FooterEntry[] }> = [
  {
    title: 'NAVIGATE',
    entries: [
      { label: 'Home', href: '/#home' },
      { label: 'Browse Courses', href: PAGE_PATHS.courses },
      { label: 'About', href: '/#about' },
      { label: 'FAQs', href: '/#faqs' },
    ],
  },
  {
    title: 'HELP',
    entries: [
      { label: 'How It Works', href: '/#browse' },
      { label: 'Content Guidelines', href: `${PAGE_PATHS.honorCode}#content-guidelines` },
      { label: 'Report Issue', href: `${PAGE_PATHS.honorCode}#report-misuse` },
    ],
  },
  {
    title: 'POLICIES',
    entries: [
      { label: 'Honor Code', href: PAGE_PATHS.honorCode },
      { label: 'Privacy Policy', href: PAGE_PATHS.privacy },
      { label: 'Terms of Service', href: PAGE_PATHS.terms },
      { label: 'Academic Integrity', href: `${PAGE_PATHS.honorCode}#academic-integrity` },
    ],
  },
];

/** A landing section is a plain link (the browser scrolls to it); a page goes through the router. */
function EntryLink({ entry }: { entry: FooterEntry }) {
  return entry.href.startsWith('/#') ? <a href={entry.href}>{entry.label}</a> : <Link to={entry.href}>{entry.label}</Link>;
}

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
    gap: ${({ theme }) => theme.space.xs};
    list-style: none;
    margin: 0;
    padding: 0;
    color: ${({ theme }) => theme.colors.inverseMuted};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    color: ${({ theme }) => theme.colors.inverseText};
  }
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
                  <li key={entry.label}>
                    <EntryLink entry={entry} />
                  </li>
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
