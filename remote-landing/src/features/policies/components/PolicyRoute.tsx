import { MAIN_CONTENT_ID, NotFoundPage } from '@lectern/shared-ui';
import { policyAt } from '../policies.ts';
import { PolicyPage } from './PolicyPage.tsx';

/**
 * The page under /policies/: the policy it names, or the not-found page. A chunk of its own (the
 * landing page loads it lazily): the policies' text stays out of the JavaScript for `/`.
 */
export default function PolicyRoute({ pathname }: { pathname: string }) {
  const policy = policyAt(pathname);
  return policy ? (
    <PolicyPage policy={policy} />
  ) : (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <NotFoundPage />
    </main>
  );
}
