import path from 'node:path';
import { federatedConfig } from '../rspack.federation.mjs';

const dir = path.dirname(new URL(import.meta.url).pathname);

// The host: no remotes at build time; /remotes.json (or the map the server inlines) names them at run time.
export default federatedConfig({ name: 'shell', dir, port: 3000, isHost: true });
