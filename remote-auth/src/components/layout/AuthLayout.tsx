import { Icon } from '@lectern/shared-ui';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useEffect, useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FederatedButton, type FederatedIntent } from './FederatedButton.tsx';
import { stack } from '@lectern/shared-ui/rows';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.sm}`};
  background:
    radial-gradient(50rem 24rem at 50% -8rem, ${({ theme }) => theme.colors.primarySoft}, transparent 70%),
    ${({ theme }) => theme.colors.background};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
  }
`;

const Card = styled.section`
  width: 100%;
  max-width: 440px;
  ${stack('lg')}
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const BackLink = styled(Link)`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  margin: -${({ theme }) => theme.space.sm} 0;

  &:hover { color: ${({ theme }) => theme.colors.text}; }
`;

const Header = styled.header`
  ${stack('xs')}
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Subtitle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  &::before, &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Footer = styled.footer`
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  a { font-weight: 600; }
`;

/** Vertical stack for a card's content: messages, actions. */
export const Stack = styled.div`
  ${stack('md')}
`;

/** A form laid out like a Stack. */
export const FormStack = styled.form`
  ${stack('md')}
`;

/** A right-aligned line under a field ('Forgot password?'). */
export const AsideLink = styled.p`
  margin-top: -${({ theme }) => theme.space.sm};
  text-align: right;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

export const Lead = styled.p`
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

export interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  /** Where the back button goes, and what it says. */
  backTo?: string;
  backLabel?: string;
  /** Shows 'Continue with Google' below the content, for signing up or signing in. */
  federated?: FederatedIntent;
  /** Links under the card's content ('Already have an account? Sign in'). */
  footer?: ReactNode;
  children: ReactNode;
}

/** The card every /auth screen sits in: back button, heading, content, federated button, footer. */
export function AuthLayout({ title, subtitle, backTo = '/', backLabel = 'Back to home', federated, footer, children }: AuthLayoutProps) {
  const titleId = useId();
  useEffect(() => {
    document.title = `${title} | Lectern`;
  }, [title]);

  return (
    <Page>
      <Card aria-labelledby={titleId}>
        <BackLink to={backTo}>
          <Icon icon={ArrowLeft} size="sm" />
          {backLabel}
        </BackLink>
        <Header>
          <Title id={titleId}>{title}</Title>
          {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
        </Header>
        {children}
        {federated ? (
          <>
            <Divider>or</Divider>
            <FederatedButton intent={federated} />
          </>
        ) : null}
        {footer ? <Footer>{footer}</Footer> : null}
      </Card>
    </Page>
  );
}
