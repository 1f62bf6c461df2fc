// The contract's map of the API (ApiRoutes, listed as API_ROUTES) is what the browser packages'
// test fakes are typed by (shared-api/src/testing/fakeFetch.ts): it must name exactly the routes
// that answer the JSON success envelope, no more (a fake of a route the server dropped) and no
// fewer. The data each one carries is tied to the contract by the response schemas (matchesContract).
import { API_ROUTES } from '@lectern/shared-api/contract';
import { openApiKeys } from '../access/route-inventory.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

interface Schema {
  properties?: Record<string, { const?: unknown; enum?: unknown[] }>;
}
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> };

/** The operations whose success (2xx) answer is the JSON envelope `{ status: 'success', data }`. */
function envelopeKeys(): string[] {
  const doc = t.app().swagger() as { paths?: Record<string, Record<string, Operation>> };
  const keys: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const successes = Object.entries(operation.responses ?? {}).filter(([code]) => code.startsWith('2'));
      const enveloped = successes.some(([, response]) => {
        const status = response.content?.['application/json']?.schema?.properties?.status;
        return status?.const === 'success' || (status?.enum?.length === 1 && status.enum[0] === 'success');
      });
      if (enveloped) keys.push(`${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`);
    }
  }
  return keys.filter((key) => openApiKeys(t.app()).includes(key)).sort();
}

test('API_ROUTES names every /api route that answers the success envelope, and nothing else', () => {
  const served = envelopeKeys();
  // A sanity check of the reading: far more than a handful of routes.
  expect(served.length).toBeGreaterThan(100);
  const listed: string[] = [...API_ROUTES].sort();
  expect({ missingFromContract: served.filter((key) => !listed.includes(key)), notServed: listed.filter((key) => !served.includes(key)) }).toEqual({
    missingFromContract: [],
    notServed: [],
  });
});
