// What the course forms share beyond shared-ui's formik glue: how a refused call reads.
import { notify } from '@lectern/shared-ui';
import { applyServerFieldErrors as applyMappedFieldErrors } from '@lectern/shared-ui/forms';
import type { FormikHelpers } from 'formik';

/** A failure toast: the spec's destructive toasts are titled 'Error' (§8). */
export const notifyError = (message: string) => notify.error(message, { title: 'Error' });

/**
 * Shows the server's field errors on the form's fields of the same name. Kept apart from
 * shared-ui's map-taking version because the course forms name their fields as the calls do,
 * so their callers pass the values instead of a server-to-form map, and fall back to a toast
 * of their own rather than reading a result.
 */
export function applyServerFieldErrors<V extends object>(form: Pick<FormikHelpers<V>, 'setErrors' | 'setTouched'>, error: unknown, values: V): void {
  const sameNames = Object.fromEntries(Object.keys(values).map((name) => [name, name])) as Partial<Record<string, keyof V & string>>;
  applyMappedFieldErrors(form, error, sameNames);
}
