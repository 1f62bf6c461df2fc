import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const Block = styled.span<{ $width: string; $height: string; $radius: string }>`
  display: block;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ $radius }) => $radius};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.skeleton} 25%,
    ${({ theme }) => theme.colors.skeletonHighlight} 50%,
    ${({ theme }) => theme.colors.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
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
