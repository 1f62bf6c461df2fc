// The New deploy key form: its fields as the inputs give them, the rules (the contract's limits and
// words where it has them) and what POST /deploy-keys receives.
import { DEPLOY_KEY_LIMITS, RELEASE_MESSAGES, REMOTE_NAMES, type DeployKeyInput, type RemoteName } from '@lectern/shared-api/contract';
import { object, string } from 'yup';

export interface DeployKeyFormValues {
  remote: string;
  name: string;
  /** Formik reads a number input as a number ('' while empty). */
  expiresInDays: number | string;
}

/** The expiry a key gets unless the admin types another. */
export const DEFAULT_KEY_DAYS = 90;

export const initialDeployKeyValues = (): DeployKeyFormValues => ({ remote: '', name: '', expiresInDays: DEFAULT_KEY_DAYS });

const isRemote = (value: string): value is RemoteName => (REMOTE_NAMES as readonly string[]).includes(value);

export const deployKeySchema = object({
  remote: string().required(RELEASE_MESSAGES.keyRemoteRequired).test('remote', RELEASE_MESSAGES.keyRemoteRequired, (value) => !value || isRemote(value)),
  name: string().trim().required(RELEASE_MESSAGES.keyNameRequired).max(DEPLOY_KEY_LIMITS.nameMax, RELEASE_MESSAGES.keyNameTooLong),
  // A string, cast from the number the input gives, so that '1.5' and '' are refused in the same words.
  expiresInDays: string()
    .trim()
    .required(RELEASE_MESSAGES.keyExpiryInvalid)
    .test('days', RELEASE_MESSAGES.keyExpiryInvalid, (value) => {
      if (!value || !/^\d+$/.test(value)) return false;
      const days = Number(value);
      return days >= DEPLOY_KEY_LIMITS.expiresInDaysMin && days <= DEPLOY_KEY_LIMITS.expiresInDaysMax;
    }),
});

/** The server's field names are the form's. */
export const DEPLOY_KEY_SERVER_FIELDS = { remote: 'remote', name: 'name', expiresInDays: 'expiresInDays' } as const satisfies Record<string, keyof DeployKeyFormValues>;

/** What POST /deploy-keys receives; the values were checked by the schema. */
export function toDeployKeyInput(values: DeployKeyFormValues): DeployKeyInput {
  if (!isRemote(values.remote)) throw new Error(`Not a remote: ${values.remote}`);
  return { remote: values.remote, name: values.name.trim(), expiresInDays: Number(String(values.expiresInDays).trim()) };
}
