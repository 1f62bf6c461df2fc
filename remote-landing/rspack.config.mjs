import path from 'node:path';
import { federatedConfig } from '../rspack.federation.mjs';

const dir = path.dirname(new URL(import.meta.url).pathname);

// The landing remote. `./LandingPage` is what the shell loads; `src/index.ts` is a
// standalone harness for working on this remote alone (`npm run dev`, port 3001).
export default federatedConfig({
  name: 'landing',
  dir,
  port: 3001,
  prerender: './src/prerender.tsx',
  exposes: { './LandingPage': './src/LandingPage.tsx' },
});
