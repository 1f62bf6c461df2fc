import type { Material } from '@lectern/shared-api';
import { useSaveMaterial } from '@lectern/shared-api/student';
import { Icon, notify, type ButtonSize } from '@lectern/shared-ui';
import Bookmark from 'lucide-react/icons/bookmark';
import { PressableButton } from './PressableButton.tsx';
import { StableLabel } from './StableLabel.tsx';

export const SAVED_TOAST = 'Added to saved materials';
export const UNSAVED_TOAST = 'Removed from saved';

const WORDS = ['Save', 'Saved'] as const;

export interface SaveToggleProps {
  material: Material;
  size?: ButtonSize;
  /** Cards: the bookmark alone (filled when saved), named and with a tooltip. */
  iconOnly?: boolean;
}

/** The saved toggle of cards and the material page, with the spec's toasts. */
export function SaveToggle({ material, size = 'sm', iconOnly = false }: SaveToggleProps) {
  const save = useSaveMaterial();
  const word = material.isSaved ? WORDS[1] : WORDS[0];
  const toggle = () => {
    const on = !material.isSaved;
    save.mutate(
      { id: material.id, on },
      {
        onSuccess: () => notify.success(on ? SAVED_TOAST : UNSAVED_TOAST),
        onError: (error) => notify.error(error.message),
      },
    );
  };
  return (
    <PressableButton
      variant="secondary"
      size={size}
      aria-pressed={material.isSaved}
      disabled={save.isPending}
      onClick={toggle}
      title={iconOnly ? word : undefined}
      data-icon-only={iconOnly || undefined}
    >
      <Icon icon={Bookmark} size="sm" />
      {iconOnly ? <span className="visually-hidden">{word}</span> : <StableLabel current={word} words={WORDS} />}
      <span className="visually-hidden"> {material.label}</span>
    </PressableButton>
  );
}
