import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { retryAttempt } from './retryAttempt.ts';

/**
 * After a failed load, the browser answers a second request for the same script from its
 * failed preload, and the federation runtime reuses a failed <script> element; either way
 * Retry would fail without touching the network. A Retry therefore asks for the script
 * under a fresh URL.
 */
export default function freshScriptsOnRetry(): ModuleFederationRuntimePlugin {
  return {
    name: 'lectern-fresh-scripts-on-retry',
    createScript({ url }) {
      const attempt = retryAttempt();
      if (attempt === 0) return undefined;
      const script = document.createElement('script');
      script.src = `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
      script.type = 'text/javascript';
      return script;
    },
  };
}
