import { useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Frame = styled.div`
  aspect-ratio: 16 / 9;
  display: grid;
  /* One cell the frame's size: a track sized by the picture would be as wide as the picture itself. */
  grid-template: minmax(0, 1fr) / minmax(0, 1fr);
  place-items: center;
  gap: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    min-width: 0;
    min-height: 0;
    object-fit: cover;
    object-position: top;
  }
`;

export interface CardImageProps {
  src: string | null;
  /** Shown when there is no image. */
  none: ReactNode;
  /** Shown when the image fails to load. */
  broken: ReactNode;
}

/** A card's picture (a blog's heading image, a material's preview), with what stands in when there is none or it breaks. */
export function CardImage({ src, none, broken }: CardImageProps) {
  const [failed, setFailed] = useState(false);
  if (!src) return <Frame>{none}</Frame>;
  if (failed) return <Frame>{broken}</Frame>;
  return (
    <Frame>
      {/* The card's title says what it is; the picture adds nothing a screen reader needs. */}
      <img src={src} alt="" loading="lazy" onError={() => setFailed(true)} />
    </Frame>
  );
}
