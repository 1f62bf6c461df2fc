import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface FormErrorProps {
  children?: ReactNode;
  className?: string;
}

/** A form-level error, announced as an alert when it appears. Renders nothing when empty. */
export function FormError({ children, className }: FormErrorProps) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <Box role="alert" className={className}>
      {children}
    </Box>
  );
}
