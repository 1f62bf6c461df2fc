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

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};

  &:focus { top: ${({ theme }) => theme.space.md}; }
`;

/**
 * The public landing page (/). Rendered inside the shell's router, query client, theme and
 * toast host; it adds no providers of its own.
 */
export default function LandingPage() {
  return (
    <Page>
      <SkipLink href="#main">Skip to content</SkipLink>
      <TopNav sessionArea={<SessionArea />} />
      <main id="main">
        <Hero />
        <StatsStrip />
        <Challenge />
        <Solution />
        <Features />
        <Faq />
        <CallToAction />
      </main>
      <Footer />
    </Page>
  );
}
