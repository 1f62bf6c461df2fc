import { useEffect, useRef, type RefObject } from 'react';
import styled from 'styled-components';
import type { PostFormErrors } from './postForm.ts';

export const PostForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

/** After a failed send, the first field said to be wrong takes focus (its message is read with it). */
export function useFocusInvalid(form: RefObject<HTMLFormElement | null>, errors: PostFormErrors) {
  const previous = useRef(errors);
  useEffect(() => {
    if (previous.current === errors) return;
    previous.current = errors;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, errors]);
}
