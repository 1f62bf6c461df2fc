import { errorMessage } from '@lectern/shared-api';
import { MATERIAL_REQUEST_MESSAGES as M, type MaterialRequest } from '@lectern/shared-api/contract';
import { useMeToo } from '@lectern/shared-api/student';
import { Icon, notify } from '@lectern/shared-ui';
import Hand from 'lucide-react/icons/hand';
import { PressableButton } from '../../../components/PressableButton.tsx';

const FAILED = 'Your Me too could not be saved. Try again.';

/** "Me too" on someone else's open request: pressed while the person has said it (aria-pressed). */
export function MeTooToggle({ request }: { request: MaterialRequest }) {
  const meToo = useMeToo();
  const toggle = () => meToo.mutate({ id: request.id, on: !request.meToo }, { onError: (error) => notify.error(errorMessage(error, FAILED)) });
  return (
    <PressableButton
      variant="secondary"
      size="sm"
      aria-pressed={request.meToo}
      disabled={meToo.isPending}
      aria-busy={meToo.isPending || undefined}
      onClick={toggle}
    >
      <Icon icon={Hand} size="sm" />
      {M.meToo}
      <span className="visually-hidden"> for {request.text}</span>
    </PressableButton>
  );
}
