import { VisuallyHidden } from '@lectern/shared-ui';
import { materialPagePath } from '@lectern/shared-api/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * The material's page (its preview and file; staff see pending and hidden ones too), in a new
 * tab so the reviewer keeps their place in the queue.
 */
export function OpenMaterialLink({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Link to={materialPagePath(id)} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Link>
  );
}
