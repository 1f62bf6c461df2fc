import { CLASSIFICATION_LABELS } from '@lectern/shared-api';
import type { CoursePage } from '@lectern/shared-api/contract';
import { CardGrid } from '@lectern/shared-ui/lists';
import styled from 'styled-components';
import { CARD_WIDTH_PX, MaterialCard } from '../../../components/MaterialCard.tsx';
import { cluster } from '@lectern/shared-ui/rows';

// The classifications flow side by side, each as wide as its cards ask, so a course with one
// material per classification fills the width instead of leaving a row two thirds empty.
const Groups = styled.div`
  ${cluster('lg')}
`;

const Group = styled.section<{ $cards: number }>`
  flex: ${({ $cards }) => $cards} 1 calc(${({ $cards }) => $cards} * ${CARD_WIDTH_PX}px);
  min-width: 0;
  ${({ theme }) => theme.media.belowSm} {
    flex-basis: 100%;
  }
`;

// A card grid whose columns are as many cards as fit, not CardGrid's fixed 1, 2 or 3.
const GroupCards = styled(CardGrid)`
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${CARD_WIDTH_PX}px), 1fr));
  ${({ theme }) => theme.media.belowSm} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm};
  }
`;

/** A course's materials, one labelled section per classification. */
export function CourseGroups({ groups }: { groups: CoursePage['materials'] }) {
  return (
    <Groups>
      {groups.map((group) => (
        <Group key={group.classification} $cards={group.materials.length} aria-labelledby={`group-${group.classification}`}>
          <h2 id={`group-${group.classification}`}>{CLASSIFICATION_LABELS[group.classification]}</h2>
          <GroupCards>
            {group.materials.map((material) => (
              <li key={material.id}>
                <MaterialCard material={material} />
              </li>
            ))}
          </GroupCards>
        </Group>
      ))}
    </Groups>
  );
}
