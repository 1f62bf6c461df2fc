import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../primitives/Button.tsx';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'block'> {
  loading?: boolean;
  /** Shown instead of the children while loading. */
  loadingText?: ReactNode;
}

/** The full-width submit button of a form: disabled and showing its loading text while loading. */
export function SubmitButton({ loading = false, loadingText = 'Loading...', disabled, children, ...rest }: SubmitButtonProps) {
  return (
    <Button {...rest} type="submit" block disabled={loading || disabled} aria-busy={loading || undefined}>
      {loading ? loadingText : children}
    </Button>
  );
}
