import { PAGE_PATHS } from '@lectern/shared-api';
import { ButtonLink, Container } from '@lectern/shared-ui';
import { useId } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space.xxl} 0`};
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-align: center;

  h2 { font-size: ${({ theme }) => theme.fontSizes.xxl}; font-weight: 800; }
  p { max-width: 36rem; }
`;

const Cta = styled(ButtonLink)`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  &:hover { background: ${({ theme }) => theme.colors.primarySoft}; }
`;

/** The sign-up call to action; also the #upload target of the mobile menu. */
export function CallToAction() {
  const titleId = useId();
  return (
    <Section id="upload" aria-labelledby={titleId}>
      <Container>
        <Panel>
          <h2 id={titleId}>Ready to study smarter?</h2>
          <p>
            Sign up with your university email to search, save and download materials, and upload your own notes to help
            the next class.
          </p>
          <Cta to={PAGE_PATHS.signUp} size="lg">
            Get Started for free
          </Cta>
        </Panel>
      </Container>
    </Section>
  );
}
