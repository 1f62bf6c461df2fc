import styled, { keyframes } from 'styled-components';
import { loadingMotion } from './loadingMotion.ts';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Ring = styled.span<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  flex: none;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
  ${loadingMotion}
`;

export interface SpinnerProps {
  /** What is happening, announced to screen readers (and shown when `showLabel`). */
  label?: string;
  showLabel?: boolean;
  size?: number;
  className?: string;
}

export function Spinner({ label = 'Loading...', showLabel = false, size = 18, className }: SpinnerProps) {
  return (
    <Root role="status" aria-live="polite" className={className}>
      <Ring $size={size} aria-hidden="true" />
      <span className={showLabel ? undefined : 'visually-hidden'}>{label}</span>
    </Root>
  );
}
