import { useState } from 'react';
import styled from 'styled-components';

const Frame = styled.div<{ $tall: boolean }>`
  display: grid;
  place-items: center;
  aspect-ratio: ${({ $tall }) => ($tall ? '16 / 9' : '2 / 1')};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  svg {
    width: 40px;
    height: 40px;
  }
`;

/** A page with lines: the post has no heading image. */
function PostIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M15 3v4h4M9 12h7M9 15h7M9 18h4" />
    </svg>
  );
}

export interface HeadingImageProps {
  /** The post's `headingImageAddress`, or null without one. */
  address: string | null;
  /** The post page shows it larger than a card does. */
  large?: boolean;
}

/**
 * A post's heading image. It only decorates (the title says what the post is), so it has no
 * alt text; a post without one shows an icon, and one that fails to load a plain placeholder.
 */
export function HeadingImage({ address, large = false }: HeadingImageProps) {
  const [failed, setFailed] = useState(false);
  if (!address) {
    return (
      <Frame $tall={large}>
        <PostIcon />
      </Frame>
    );
  }
  if (failed) {
    return (
      <Frame $tall={large} role="img" aria-label="Image unavailable">
        <span aria-hidden="true">Image unavailable</span>
      </Frame>
    );
  }
  return (
    <Frame $tall={large}>
      <img src={address} alt="" loading="lazy" onError={() => setFailed(true)} />
    </Frame>
  );
}
