import { Icon } from '@lectern/shared-ui';
import FileText from 'lucide-react/icons/file-text';
import ImageOff from 'lucide-react/icons/image-off';
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

const Unavailable = styled.span`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

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
        <Icon icon={FileText} size="lg" />
      </Frame>
    );
  }
  if (failed) {
    return (
      <Frame $tall={large} role="img" aria-label="Image unavailable">
        <Unavailable aria-hidden="true">
          <Icon icon={ImageOff} size="lg" />
          Image unavailable
        </Unavailable>
      </Frame>
    );
  }
  return (
    <Frame $tall={large}>
      <img src={address} alt="" loading="lazy" onError={() => setFailed(true)} />
    </Frame>
  );
}
