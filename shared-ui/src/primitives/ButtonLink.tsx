import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './buttonStyles.ts';

const StyledLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

export interface ButtonLinkProps extends ComponentPropsWithRef<typeof Link> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/** A router link styled as a button: it navigates, so it stays a link for assistive tech. */
export function ButtonLink({ variant = 'primary', size = 'md', block = false, ...rest }: ButtonLinkProps) {
  return <StyledLink $variant={variant} $size={size} $block={block} {...rest} />;
}
