import { useRef, useState, type FormEvent } from 'react';
import { useFocusInvalid } from './formParts.tsx';
import { checkPost, hasErrors, postFailure, type PostFormErrors } from './postForm.ts';

/**
 * A post form's sending: its fields are checked first, then `send` runs; a refusal is shown by its
 * fields or by the whole form (`fallback` when the server gave no words), and the first field said
 * to be wrong takes focus. `formProps` go on the form.
 */
export function usePostSubmit(fields: { title?: string; body: string }, send: () => Promise<void>, fallback?: string) {
  const [errors, setErrors] = useState<PostFormErrors>({});
  const ref = useRef<HTMLFormElement>(null);
  useFocusInvalid(ref, errors);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = checkPost(fields);
    setErrors(problems);
    if (hasErrors(problems)) return;
    send().catch((error: unknown) => setErrors(postFailure(error, fallback)));
  };
  return { errors, formProps: { ref, noValidate: true, onSubmit } };
}
