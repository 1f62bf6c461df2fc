import { Container, MAIN_CONTENT_ID } from '@lectern/shared-ui';
import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { POLICIES, POLICIES_UPDATED, type Policy, type PolicyBlock } from '../policies.ts';

const Main = styled.main`
  padding: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.xxl}`};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space.xxl} 0 ${theme.space.xxxl}`};
  }
`;

const Layout = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 14rem minmax(0, 46rem);
    justify-content: center;
    align-items: start;
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const Nav = styled.nav`
  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: 6.5rem;
  }

  > p {
    margin-bottom: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
    list-style: none;
    margin: 0;
    padding: 0;

    ${({ theme }) => theme.media.lg} {
      flex-direction: column;
      gap: ${({ theme }) => theme.space.xs};
    }
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;

    ${({ theme }) => theme.media.lg} {
      display: flex;
      border-color: transparent;
      border-radius: ${({ theme }) => theme.radii.md};
      background: transparent;
    }

    &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }

    &[aria-current='page'] {
      border-color: ${({ theme }) => theme.colors.primary};
      background: ${({ theme }) => theme.colors.primarySoft};
      color: ${({ theme }) => theme.colors.primary};
    }
  }
`;

const Article = styled.article`
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  line-height: 1.65;
  overflow-wrap: break-word;

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space.xl};
  }

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: 1.2;
    letter-spacing: -0.01em;

    &:focus:not(:focus-visible) { outline: none; }
  }

  h2 {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: 1.35;
  }

  section {
    padding-top: ${({ theme }) => theme.space.lg};
    margin-top: ${({ theme }) => theme.space.lg};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    /* A section opened by its anchor is not hidden under the floating bar. */
    scroll-margin-top: 6rem;
  }

  p + p, p + ul, ul + p { margin-top: ${({ theme }) => theme.space.sm}; }

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding-left: 1.25rem;
  }
`;

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Updated = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function Block({ block }: { block: PolicyBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  return (
    <ul>
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * Opening a policy from a link lower on another page (the footer) starts at its top, or at the
 * section its address names, and takes the reader's focus to its heading so a screen reader
 * announces the new page: the router does neither by itself. A page loaded by the browser (the
 * router's first location, key 'default') already starts there, with the focus where it belongs.
 */
function useStartAtTop(policy: Policy) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { hash, key } = useLocation();
  useEffect(() => {
    document.title = `${policy.title} | Lectern`;
    const section = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (section) section.scrollIntoView();
    else window.scrollTo(0, 0);
    if (key !== 'default') headingRef.current?.focus({ preventScroll: true });
  }, [policy, hash, key]);
  return headingRef;
}

/** A public policy page (/policies/...): the policies' navigation, then the text in sections. */
export function PolicyPage({ policy }: { policy: Policy }) {
  const titleId = useId();
  const navId = useId();
  const headingRef = useStartAtTop(policy);
  return (
    <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <Layout>
        {/* Before the text, so a phone shows the other policies first; a label, not a heading, so the page's outline starts at its h1. */}
        <Nav aria-labelledby={navId}>
          <p id={navId}>Policies</p>
          <ul>
            {POLICIES.map((entry) => (
              <li key={entry.path}>
                <Link to={entry.path} aria-current={entry === policy ? 'page' : undefined}>
                  {entry.title}
                </Link>
              </li>
            ))}
          </ul>
        </Nav>
        <Article aria-labelledby={titleId}>
          <div>
            <h1 id={titleId} ref={headingRef} tabIndex={-1}>
              {policy.title}
            </h1>
            <Lead>{policy.lead}</Lead>
            <Updated>Last updated {POLICIES_UPDATED}</Updated>
          </div>
          {policy.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>{section.heading}</h2>
              {section.body.map((block, index) => (
                <Block key={index} block={block} />
              ))}
            </section>
          ))}
        </Article>
      </Layout>
    </Main>
  );
}
