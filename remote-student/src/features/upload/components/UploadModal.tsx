import { Modal } from '@lectern/shared-ui/modal';
import styled from 'styled-components';
import { useUploadFlow } from '../hooks/useUploadFlow.ts';
import { DetailsForm } from './DetailsForm.tsx';
import { TypeStep } from './TypeStep.tsx';
import { UploadProgress } from './UploadProgress.tsx';
import { UploadSuccess } from './UploadSuccess.tsx';

const StepLabel = styled.p`
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface UploadModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The upload dialog, as the specification's upload flow has it: a file or a link, its details, then 'Upload
 * Received!'. Closing it resets it; it cannot be closed while the upload is travelling.
 */
export function UploadModal({ open, onClose }: UploadModalProps) {
  return open ? <UploadFlow onClose={onClose} /> : null;
}

function UploadFlow({ onClose }: { onClose: () => void }) {
  const flow = useUploadFlow();
  const { step } = flow;
  const title = step.name === 'success' ? 'Upload complete' : step.name === 'details' && step.kind === 'link' ? 'Share a helpful link' : step.name === 'details' ? 'Upload a file' : 'Upload material';
  return (
    <Modal open onClose={onClose} title={title} dismissible={!flow.uploading} closeLabel="Close upload">
      {step.name === 'type' ? (
        <>
          <StepLabel>1 of 2</StepLabel>
          <TypeStep onChoose={flow.choose} />
        </>
      ) : null}
      {step.name === 'details' ? (
        <>
          <StepLabel>2 of 2</StepLabel>
          <DetailsForm kind={step.kind} onBack={flow.back} upload={flow.upload} uploading={flow.uploading} onLeave={onClose} />
          {flow.uploading ? <UploadProgress percent={flow.percent} /> : null}
        </>
      ) : null}
      {step.name === 'success' ? <UploadSuccess onDone={onClose} onAnother={flow.back} /> : null}
    </Modal>
  );
}

export default UploadModal;
