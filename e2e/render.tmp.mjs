import { request as apiRequest } from '@playwright/test';
import { startLectern } from './support/servers.mjs';
import { createVerifiedAccount } from './support/accounts.mjs';
const lectern = await startLectern({ LOG_LEVEL: 'warn' });
try {
  const api = await apiRequest.newContext({ baseURL: lectern.url });
  await createVerifiedAccount(api, lectern, { firstName: 'Ren' });
  for (let i = 0; i < 3; i++) {
    const html = await (await api.get('/dashboard')).text();
    console.log('markup:', /data-prerendered/.test(html), html.length);
  }
} finally { await lectern.stop(); }
