import type { LucideIcon } from 'lucide-react';
import styled from 'styled-components';
import { Icon } from './Icon.tsx';

const Circle = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space.xxl};
  height: ${({ theme }) => theme.space.xxl};
  margin-bottom: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

/** A large icon in a soft circle, heading a block: an empty state, the file field's drop zone. */
export function IconInCircle({ icon }: { icon: LucideIcon }) {
  return (
    <Circle>
      <Icon icon={icon} size="lg" />
    </Circle>
  );
}
