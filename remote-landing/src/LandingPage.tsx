import { MAIN_CONTENT_ID, NotFoundPage, SkipLink } from '@lectern/shared-ui';
import type { ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Faq } from './features/faq/components/Faq.tsx';
import { Footer } from './features/footer/components/Footer.tsx';
import { Hero } from './features/hero/components/Hero.tsx';
import { TopNav } from './features/nav/components/TopNav.tsx';
import { PolicyPage } from './features/policies/components/PolicyPage.tsx';
import { policyAt } from './features/policies/policies.ts';
import { CallToAction } from './features/sections/components/CallToAction.tsx';
import { Challenge } from './features/sections/components/Challenge.tsx';
import { Features } from './features/sections/components/Features.tsx';
import { Solution } from './features/sections/components/Solution.tsx';
import { SessionArea } from './features/session/components/SessionArea.tsx';
import { StatsStrip } from './features/stats/components/StatsStrip.tsx';

const Page = styled.div`
  min-height: 100vh;
  overflow-x: clip;
  background:
    radial-gradient(60rem 30rem at 50% -10rem, ${({ theme }) => theme.colors.primarySoft}, transparent 70%),
    ${({ theme }) => theme.colors.background};
`;

/** The bar, the skip link and the footer every public page of this remote has around its <main id={MAIN_CONTENT_ID} tabIndex={-1}>. */
function PublicFrame({ onLanding, children }: { onLanding: boolean; children: ReactNode }) {
  return (
    <Page>
      <SkipLink />
      <TopNav sessionArea={<SessionArea />} anchorBase={onLanding ? '' : '/'} />
      {children}
      <Footer />
    </Page>
  );
}

/**
 * The public pages of this remote: the landing page (/) and the policy pages (/policies/...,
 * which the sign-up's agreement and the footer link to). Rendered inside the shell's router,
 * query client, theme and toast host; it adds no providers of its own.
 */
export default function LandingPage() {
  const underPolicies = matchPath('/policies/*', useLocation().pathname);
  if (underPolicies) {
    const policy = policyAt(underPolicies.pathname);
    return (
      <PublicFrame onLanding={false}>
        {policy ? (
          <PolicyPage policy={policy} />
        ) : (
          <main id={MAIN_CONTENT_ID} tabIndex={-1}>
            <NotFoundPage />
          </main>
        )}
      </PublicFrame>
    );
  }
  return (
    <PublicFrame onLanding>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Hero />
        <StatsStrip />
        <Challenge />
        <Solution />
        <Features />
        <Faq />
        <CallToAction />
      </main>
    </PublicFrame>
  );
}
