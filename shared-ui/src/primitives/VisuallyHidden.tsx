import type { ComponentPropsWithoutRef } from 'react';

/** Text for screen readers only. */
export function VisuallyHidden(props: ComponentPropsWithoutRef<'span'>) {
  return <span {...props} className={['visually-hidden', props.className].filter(Boolean).join(' ')} />;
}
