import { MATERIAL_REQUEST_MESSAGES as M, type MaterialCourse } from '@lectern/shared-api/contract';
import { useAskForMaterial } from '@lectern/shared-api/student';
import { notify } from '@lectern/shared-ui';
import { Modal } from '@lectern/shared-ui/modal';
import { MaterialRequestForm } from './MaterialRequestForm.tsx';

export interface AskForMaterialDialogProps {
  text: string;
  course: MaterialCourse | null;
  onClose: () => void;
}

/** The request form in a dialog; the server's words say whether it is new or joined an open request. */
export function AskForMaterialDialog({ text, course, onClose }: AskForMaterialDialogProps) {
  const ask = useAskForMaterial();
  return (
    <Modal
      open
      onClose={onClose}
      title={M.ask}
      description="Say which course and what you need. Others who need it too can say Me too, and you are told when someone uploads it."
      closeLabel="Close the request form"
      dismissible={!ask.isPending}
    >
      <MaterialRequestForm
        text={text}
        course={course}
        submit={(input) => ask.mutateAsync(input)}
        onCancel={onClose}
        onSent={(receipt) => {
          notify.success(receipt.message);
          onClose();
        }}
      />
    </Modal>
  );
}
