import { render } from '@testing-library/react';
import { act, startTransition, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { setHydrating } from '../hooks/hydrationPhase.ts';

/**
 * Renders `element` as the server does, then takes that markup over as the shell does: flagged as
 * hydrating, in a transition. Returns the root and what React reported as recoverable (a mismatch).
 */
export async function hydrateAsTheShell(element: ReactElement): Promise<{ root: Root; errors: unknown[] }> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const errors: unknown[] = [];
  let root: Root | undefined;
  setHydrating(true);
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
    });
  });
  return { root: root!, errors };
}

/** Once the page is hydrated (the shell's flag cleared), mounts `element` beside it, as a later page part would. */
export function mountAfterHydration(element: ReactElement): void {
  setHydrating(false);
  const later = document.createElement('div');
  document.body.append(later);
  render(element, { container: later });
}
