import styled, { keyframes } from 'styled-components';
import { loadingMotion } from './loadingMotion.ts';

// The highlight moves by transform, which the compositor animates on its own: animating the
// background's position instead repainted every skeleton on the main thread on every frame,
// on a slow phone 10-30 ms per frame while the page was loading.
const shimmer = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;

const Block = styled.span<{ $width: string; $height: string; $radius: string }>`
  position: relative;
  display: block;
  overflow: hidden;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ $radius }) => $radius};
  background: ${({ theme }) => theme.colors.skeleton};

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(90deg, transparent, ${({ theme }) => theme.colors.skeletonHighlight}, transparent);
    transform: translateX(-100%);
    animation: ${shimmer} 1.4s ease-in-out infinite;
    ${loadingMotion}
  }
`;

export interface SkeletonProps {
  width?: string;
  height?: string;
  radius?: string;
  className?: string;
  'data-testid'?: string;
}

/** A grey placeholder while content loads; hidden from assistive tech (pair it with a status text). */
export function Skeleton({ width = '100%', height = '1em', radius = '6px', className, ...rest }: SkeletonProps) {
  return <Block aria-hidden="true" $width={width} $height={height} $radius={radius} className={className} {...rest} />;
}
