// The scaffold of every form that sends to the server: formik, the server's field errors on the
// fields (the rest above them), the focus on the first invalid field after a submit. A form
// calls it, spreads `formProps` on its <form>, shows `failure` in a FormError and draws its fields.
import { useFormik, type FormikConfig, type FormikHelpers, type FormikValues } from 'formik';
import { useRef, useState } from 'react';
import { applyServerFieldErrors, useFocusFirstInvalid } from './formikField.ts';

export interface ServerFormConfig<V extends FormikValues, R> extends Omit<FormikConfig<V>, 'onSubmit'> {
  /** Sends the values; a rejection is shown. What it resolves to goes to `onDone`. */
  submit: (values: V, helpers: FormikHelpers<V>) => Promise<R>;
  /** After a send that succeeded (still inside the submit: a throw here shows as a failure). */
  onDone?: (result: R, helpers: FormikHelpers<V>) => void | Promise<void>;
  /** The server's field names -> the form's: the errors the server puts on them show there. */
  serverFields?: Partial<Record<string, keyof V & string>>;
  /**
   * The form's own placing of a refusal on its fields, tried before `serverFields` (e.g. a
   * USERNAME_TAKEN code on the username); true when it placed it.
   */
  placeOnFields?: (error: unknown, helpers: FormikHelpers<V>) => boolean;
  /** What a refusal reads as, e.g. `(error) => errorMessage(error, 'Could not save.')`. */
  failureMessage: (error: unknown) => string;
  /** Told every refusal's message, and whether it went on the fields: e.g. to toast it. */
  onFailure?: (message: string, error: unknown, placed: boolean) => void;
  /**
   * Whether the form-level error shows only when no field took the server's errors
   * ('unplaced', the default), after every refusal ('always'), or, unplaced, only for the
   * refusals a test picks (e.g. one code: the rest are toasts).
   */
  formError?: 'unplaced' | 'always' | ((error: unknown) => boolean);
}

/** formik with the server's answer on the fields and the first invalid field focused after a submit. */
export function useServerForm<V extends FormikValues, R = unknown>({
  submit,
  onDone,
  serverFields = {},
  placeOnFields,
  failureMessage,
  onFailure,
  formError = 'unplaced',
  ...config
}: ServerFormConfig<V, R>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik<V>({
    ...config,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const result = await submit(values, helpers);
        await onDone?.(result, helpers);
      } catch (error) {
        const message = failureMessage(error);
        const placed = Boolean(placeOnFields?.(error, helpers)) || applyServerFieldErrors(helpers, error, serverFields);
        const shown = formError === 'always' || (!placed && (formError === 'unplaced' || formError(error)));
        if (shown) setFailure(message);
        onFailure?.(message, error, placed);
      }
    },
  });
  useFocusFirstInvalid(formRef, form.submitCount, form.isSubmitting);
  return {
    form,
    formRef,
    /** The form-level error (FormError's text), null while there is none. */
    failure,
    /** For the <form>: its ref (for the focus), no browser validation, formik's submit. */
    formProps: { ref: formRef, noValidate: true, onSubmit: form.handleSubmit },
  };
}
