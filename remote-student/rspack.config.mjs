import path from 'node:path';
import { federatedConfig } from '@lectern/build/federation';

const dir = path.dirname(new URL(import.meta.url).pathname);

// The student remote. `./StudentRoutes` renders /dashboard/* and /material/*; `src/index.ts`
// is a standalone harness for working on this remote alone (`npm run dev`, port 3003).
export default federatedConfig({
  name: 'student',
  dir,
  port: 3003,
  prerender: './src/prerender.tsx',
  exposes: { './StudentRoutes': './src/StudentRoutes.tsx' },
});
