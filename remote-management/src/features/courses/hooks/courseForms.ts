// What the course forms share: fields fed from formik, and how a refused call reads.
import { ApiError } from '@lectern/shared-api';
import { notify } from '@lectern/shared-ui';
import type { FormikErrors, FormikHelpers, FormikProps, FormikTouched } from 'formik';
import { useEffect, type RefObject } from 'react';

type FieldSource<V> = Pick<FormikProps<V>, 'values' | 'errors' | 'touched' | 'handleChange' | 'handleBlur'>;

/** The plain props a shared-ui field needs; the error shows once the field was visited. */
export function fieldProps<V>(form: FieldSource<V>, name: keyof V & string) {
  const error = form.touched[name] ? form.errors[name] : undefined;
  return {
    name,
    value: String(form.values[name] ?? ''),
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: typeof error === 'string' ? error : undefined,
  };
}

/**
 * What a failure says: the server's message, or the spec's fallback when there is none worth
 * showing (a 5xx says nothing specific on purpose).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code !== 'INTERNAL' && error.message) return error.message;
  return fallback;
}

/** A failure toast: the spec's destructive toasts are titled 'Error' (§8). */
export const notifyError = (message: string) => notify.error(message, { title: 'Error' });

/**
 * Shows the server's field errors (`errors[].field`) on the form's fields of the same name
 * (the course forms name their fields as the calls do). Touched without validating again, or
 * the schema would wipe the server's messages.
 */
export function applyServerFieldErrors<V extends object>(form: Pick<FormikHelpers<V>, 'setErrors' | 'setTouched'>, error: unknown, values: V): void {
  if (!(error instanceof ApiError)) return;
  const errors: Record<string, string> = {};
  for (const { field, message } of error.errors) {
    if (field in values && !errors[field]) errors[field] = message;
  }
  const names = Object.keys(errors);
  if (names.length === 0) return;
  void form.setTouched(Object.fromEntries(names.map((name) => [name, true])) as FormikTouched<V>, false);
  form.setErrors(errors as FormikErrors<V>);
}

/** After a submit that failed (in the browser or on the server), focus the first invalid field. */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>, submitCount: number, isSubmitting: boolean) {
  useEffect(() => {
    if (submitCount === 0 || isSubmitting) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, submitCount, isSubmitting]);
}
