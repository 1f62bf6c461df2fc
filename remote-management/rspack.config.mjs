import path from 'node:path';
import { federatedConfig } from '@lectern/build/federation';

const dir = path.dirname(new URL(import.meta.url).pathname);

// The management portal. `./ManagementRoutes` renders /management/*; `src/index.ts` is a
// standalone harness for working on this remote alone (`npm run dev`, port 3004).
export default federatedConfig({
  name: 'management',
  dir,
  port: 3004,
  prerender: './src/prerender.tsx',
  exposes: { './ManagementRoutes': './src/ManagementRoutes.tsx' },
});
