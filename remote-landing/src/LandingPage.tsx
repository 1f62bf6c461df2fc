import { MAIN_CONTENT_ID, SkipLink } from '@lectern/shared-ui';
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Faq } from './features/faq/components/Faq.tsx';
import { Footer } from './features/footer/components/Footer.tsx';
import { Hero } from './features/hero/components/Hero.tsx';
import { TopNav } from './features/nav/components/TopNav.tsx';
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

// The policies' text (a few KB) loads only on /policies/..., never with `/` (its JS budget).
const LazyPolicyRoute = lazy(() => import(/* webpackChunkName: "policies" */ './features/policies/components/PolicyRoute.tsx'));

export interface LandingPageProps {
  /** The policy pages' component: loaded lazily in the browser; the prerender passes it in, to render it at once. */
  policyRoute?: ComponentType<{ pathname: string }>;
}

/**
 * The public pages of this remote: the landing page (/) and the policy pages (/policies/...,
 * which the sign-up's agreement and the footer link to). Rendered inside the shell's router,
 * query client, theme and toast host; it adds no providers of its own. A prerendered policy page
 * keeps its HTML while its chunk loads (the Suspense boundary hydrates once it has come).
 */
export default function LandingPage({ policyRoute: PolicyRoute = LazyPolicyRoute }: LandingPageProps) {
  const { pathname, hash } = useLocation();
  const underPolicies = matchPath('/policies/*', pathname);
  const onLanding = !underPolicies;
  // A section named in the address ('/#faqs' from a policy page's footer) is scrolled to once the
  // landing page is there.
  useEffect(() => {
    if (onLanding && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [onLanding, hash]);
  if (underPolicies) {
    return (
      <PublicFrame onLanding={false}>
        <Suspense fallback={null}>
          <PolicyRoute pathname={underPolicies.pathname} />
        </Suspense>
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
