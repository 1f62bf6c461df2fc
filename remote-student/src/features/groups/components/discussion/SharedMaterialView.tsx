import { POST_MESSAGES, type SharedMaterial } from '@lectern/shared-api/contract';
import styled from 'styled-components';
import { CARD_WIDTH_PX, MaterialCard } from '../../../../components/MaterialCard.tsx';

/** One card's width: a shared material reads as an attachment, not as the post's main part. */
const Attachment = styled.div`
  max-width: ${CARD_WIDTH_PX}px;
  ${({ theme }) => theme.media.belowSm} {
    max-width: none;
  }
`;

const Unavailable = styled.p`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A material shared into a post, as this reader may see it: its card, or a note that they cannot open it. */
export function SharedMaterialView({ shared }: { shared: SharedMaterial | null }) {
  if (!shared) return null;
  if (!shared.material || shared.unavailable) return <Unavailable>{POST_MESSAGES.unavailableMaterial}</Unavailable>;
  return (
    <Attachment>
      <MaterialCard material={shared.material} />
    </Attachment>
  );
}
