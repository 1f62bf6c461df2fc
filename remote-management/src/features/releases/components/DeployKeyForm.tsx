import { errorMessage } from '@lectern/shared-api';
import { DEPLOY_KEY_LIMITS, RELEASE_MESSAGES, REMOTE_LABELS, REMOTE_NAMES, type NewDeployKey } from '@lectern/shared-api/contract';
import { useCreateDeployKey } from '@lectern/shared-api/management';
import { Button, Icon, notify } from '@lectern/shared-ui';
import { fieldProps, FormError, Select, TextField, useServerForm } from '@lectern/shared-ui/forms';
import Plus from 'lucide-react/icons/plus';
import { useId } from 'react';
import styled from 'styled-components';
import {
  DEPLOY_KEY_SERVER_FIELDS,
  deployKeySchema,
  initialDeployKeyValues,
  toDeployKeyInput,
  type DeployKeyFormValues,
} from '../hooks/deployKeyForm.ts';
import { DEPLOY_KEY_TEXTS, RELEASE_TEXTS } from '../releaseTexts.ts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** The three fields in a row from a laptop, one above the other below. */
const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const REMOTE_OPTIONS = REMOTE_NAMES.map((remote) => ({ value: remote, label: `${REMOTE_LABELS[remote]} (${remote})` }));

/** New deploy key: the remote, a name, the days it lasts; checked on blur with the contract's limits. The key made goes to `onCreated`, once. */
export function DeployKeyForm({ onCreated }: { onCreated: (created: NewDeployKey) => void }) {
  const headingId = useId();
  const create = useCreateDeployKey();
  const { form, failure, formProps } = useServerForm({
    initialValues: initialDeployKeyValues(),
    validationSchema: deployKeySchema,
    submit: (values: DeployKeyFormValues) => create.mutateAsync(toDeployKeyInput(values)),
    onDone: (created, helpers) => {
      helpers.resetForm();
      onCreated(created);
    },
    // Field problems show on their fields; anything else above them.
    serverFields: DEPLOY_KEY_SERVER_FIELDS,
    failureMessage: (error) => errorMessage(error, DEPLOY_KEY_TEXTS.createFailed),
    onFailure: (message) => notify.error(message, { title: RELEASE_TEXTS.errorTitle }),
  });

  return (
    <Form {...formProps} aria-labelledby={headingId}>
      <h3 id={headingId}>{RELEASE_MESSAGES.newDeployKey}</h3>
      <FormError>{failure}</FormError>
      <Fields>
        <Select {...fieldProps(form, 'remote')} label={DEPLOY_KEY_TEXTS.remoteLabel} placeholder={DEPLOY_KEY_TEXTS.remotePlaceholder} options={REMOTE_OPTIONS} />
        <TextField
          {...fieldProps(form, 'name')}
          label={DEPLOY_KEY_TEXTS.nameLabel}
          hint={DEPLOY_KEY_TEXTS.nameHint}
          autoComplete="off"
        />
        <TextField
          {...fieldProps(form, 'expiresInDays')}
          label={DEPLOY_KEY_TEXTS.expiresLabel}
          hint={DEPLOY_KEY_TEXTS.expiresHint}
          type="number"
          inputMode="numeric"
          min={DEPLOY_KEY_LIMITS.expiresInDaysMin}
          max={DEPLOY_KEY_LIMITS.expiresInDaysMax}
          step={1}
        />
      </Fields>
      <Actions>
        <Button type="submit" disabled={form.isSubmitting} aria-busy={form.isSubmitting || undefined}>
          <Icon icon={Plus} size="sm" />
          {form.isSubmitting ? DEPLOY_KEY_TEXTS.creating : DEPLOY_KEY_TEXTS.create}
        </Button>
      </Actions>
    </Form>
  );
}
