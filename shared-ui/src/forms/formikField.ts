// Glue between a formik form and the plain controlled fields of this entry. Only formik's types
// are imported: the fields stay free of any form library, and the remotes bring formik itself.
import type { FieldError } from '@lectern/shared-api/contract';
import type { FormikErrors, FormikProps, FormikTouched } from 'formik';
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

type FileFieldSource<V> = Pick<FormikProps<V>, 'errors' | 'touched' | 'setFieldValue' | 'setFieldTouched'> &
  Partial<Pick<FormikProps<V>, 'values'>>;

/**
 * The props a FileInputField needs. A picked file counts as visited at once (there is no typing
 * to wait out); marking it does not validate again, as setting the value already did. With the
 * form's values, the field shows the form's file, so a reset form shows none.
 */
export function fileFieldProps<V>(form: FileFieldSource<V>, name: keyof V & string) {
  const error = form.touched[name] ? form.errors[name] : undefined;
  const value: unknown = form.values?.[name];
  return {
    name,
    error: typeof error === 'string' ? error : undefined,
    file: form.values ? (value instanceof File ? value : null) : undefined,
    onFile: (file: File | null) => {
      void form.setFieldValue(name, file);
      void form.setFieldTouched(name, true, false);
    },
  };
}

/**
 * Whether `error` is shared-api's ApiError. shared-ui takes only the contract from shared-api,
 * so the class is recognised by the name it gives itself rather than by `instanceof`.
 */
function isApiError(error: unknown): error is Error & { errors: FieldError[] } {
  return error instanceof Error && error.name === 'ApiError' && Array.isArray((error as { errors?: unknown }).errors);
}

/**
 * Shows the server's field errors (`errors[].field`) on the form's own fields, through
 * `fieldMap` (server field -> form field). Returns false when none of them fit, so the
 * caller falls back to a toast.
 */
export function applyServerFieldErrors<V>(
  form: Pick<FormikProps<V>, 'setErrors' | 'setTouched'>,
  error: unknown,
  fieldMap: Partial<Record<string, keyof V & string>>,
): boolean {
  if (!isApiError(error)) return false;
  const errors: Record<string, string> = {};
  for (const { field, message } of error.errors) {
    const name = fieldMap[field];
    if (name && !errors[name]) errors[name] = message;
  }
  const names = Object.keys(errors);
  if (names.length === 0) return false;
  // Touched without validating again, or the schema would wipe the server's messages.
  void form.setTouched(Object.fromEntries(names.map((name) => [name, true])) as FormikTouched<V>, false);
  form.setErrors(errors as FormikErrors<V>);
  return true;
}

/** Shows one message on one field (visited, without validating again), e.g. for a refusal's code. */
export function showFieldError<V>(form: Pick<FormikProps<V>, 'setErrors' | 'setTouched'>, name: keyof V & string, message: string) {
  void form.setTouched({ [name]: true } as FormikTouched<V>, false);
  form.setErrors({ [name]: message } as FormikErrors<V>);
}

/** After a submit that failed (in the browser or on the server), focus the first invalid field. */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>, submitCount: number, isSubmitting: boolean) {
  useEffect(() => {
    if (submitCount === 0 || isSubmitting) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, submitCount, isSubmitting]);
}
