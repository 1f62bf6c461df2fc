import { useUploadMaterial, type UploadMaterialInput } from '@lectern/shared-api/student';
import { useState } from 'react';
import type { UploadKind } from './uploadValues.ts';

/** The modal's three states, as the specification's upload flow has them: type selection, details, success. */
export type UploadStep = { name: 'type' } | { name: 'details'; kind: UploadKind } | { name: 'success' };

/** The upload modal's state machine and the upload itself, with its progress. */
export function useUploadFlow() {
  const [step, setStep] = useState<UploadStep>({ name: 'type' });
  const [percent, setPercent] = useState(0);
  const mutation = useUploadMaterial();

  const upload = async (input: UploadMaterialInput) => {
    setPercent(0);
    const material = await mutation.mutateAsync({ input, onProgress: setPercent });
    setStep({ name: 'success' });
    return material;
  };

  return {
    step,
    percent,
    uploading: mutation.isPending,
    choose: (kind: UploadKind) => setStep({ name: 'details', kind }),
    // Back returns to type selection and forgets the chosen type.
    back: () => setStep({ name: 'type' }),
    upload,
  };
}
