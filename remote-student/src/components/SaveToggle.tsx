import type { Material } from '@lectern/shared-api';
import { useSaveMaterial } from '@lectern/shared-api/student';
import { Button, notify, type ButtonSize } from '@lectern/shared-ui';

export const SAVED_TOAST = 'Added to saved materials';
export const UNSAVED_TOAST = 'Removed from saved';

/** The saved toggle of cards and the material page, with the spec's toasts. */
export function SaveToggle({ material, size = 'sm' }: { material: Material; size?: ButtonSize }) {
  const save = useSaveMaterial();
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
    <Button variant="secondary" size={size} aria-pressed={material.isSaved} disabled={save.isPending} onClick={toggle}>
      {material.isSaved ? 'Saved' : 'Save'}
      <span className="visually-hidden"> {material.label}</span>
    </Button>
  );
}
