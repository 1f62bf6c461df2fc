import path from 'node:path';
import { federatedConfig } from '@lectern/build/federation';

const dir = path.dirname(new URL(import.meta.url).pathname);

// The auth remote. `./AuthRoutes` renders every /auth/* screen; `src/index.ts` is a
// standalone harness for working on this remote alone (`npm run dev`, port 3002).
export default federatedConfig({
  name: 'auth',
  dir,
  port: 3002,
  prerender: './src/prerender.tsx',
  exposes: { './AuthRoutes': './src/AuthRoutes.tsx' },
});
