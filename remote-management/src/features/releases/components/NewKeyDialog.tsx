import { RELEASE_MESSAGES, type NewDeployKey } from '@lectern/shared-api/contract';
import { Button, Icon, notify } from '@lectern/shared-ui';
import { TextField } from '@lectern/shared-ui/forms';
import { Modal } from '@lectern/shared-ui/modal';
import Copy from 'lucide-react/icons/copy';
import styled from 'styled-components';
import { DEPLOY_KEY_TEXTS, RELEASE_TEXTS } from '../releaseTexts.ts';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
    font-weight: 600;
  }
  input {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The key just made, the only time it is shown: read-only in a field (selected when focused, for
 * copying by hand), Copy, and the warning that it will not be shown again.
 */
export function NewKeyDialog({ created, onClose }: { created: NewDeployKey | null; onClose: () => void }) {
  const copy = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key);
      notify.success(DEPLOY_KEY_TEXTS.copied, { title: RELEASE_TEXTS.successTitle });
    } catch {
      notify.error(DEPLOY_KEY_TEXTS.copyFailed, { title: RELEASE_TEXTS.errorTitle });
    }
  };
  return (
    <Modal open={created !== null} onClose={onClose} title={DEPLOY_KEY_TEXTS.createdTitle} size="md">
      {created ? (
        <Body>
          <p>{RELEASE_MESSAGES.keyShownOnce}</p>
          <TextField
            name="deploy-key"
            label={DEPLOY_KEY_TEXTS.keyLabel(created.deployKey.remote, created.deployKey.name)}
            value={created.key}
            readOnly
            spellCheck={false}
            autoComplete="off"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Buttons>
            <Button variant="secondary" onClick={() => void copy(created.key)}>
              <Icon icon={Copy} size="sm" />
              {DEPLOY_KEY_TEXTS.copy}
            </Button>
            <Button onClick={onClose}>{DEPLOY_KEY_TEXTS.done}</Button>
          </Buttons>
        </Body>
      ) : null}
    </Modal>
  );
}
