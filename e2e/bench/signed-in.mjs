// The benchmarks' signed-in visits: a session cookie as a browser holds it, and the demo
// material page they measure.
import { request } from '@playwright/test';
import { PASSWORD, createVerifiedAccount } from '../support/accounts.mjs';

export const SESSION_COOKIE = 'lectern_session';

export const ADMIN = { email: 'admin@uni.edu', password: 'Adm1n-Passw0rd' };

/** Signs in through the API and returns the session cookie's value (a fresh verified student unless `account` is given). */
export async function signedInCookie(lectern, account) {
  const api = await request.newContext();
  try {
    const { email, password } = account ?? { email: await createVerifiedAccount(api, lectern), password: PASSWORD };
    const login = await api.post(`${lectern.url}/api/auth/login`, {
      data: { email, password },
      headers: { Origin: lectern.url },
    });
    if (login.status() !== 200) throw new Error(`sign-in answered ${login.status()}`);
    const setCookie = login.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith(`${SESSION_COOKIE}=`));
    const token = setCookie?.value.slice(SESSION_COOKIE.length + 1).split(';')[0];
    if (!token) throw new Error(`sign-in set no ${SESSION_COOKIE} cookie`);
    // Make sure the cookie alone is a session, so a redirect to the sign-in page is not measured as the dashboard.
    const profile = await fetch(`${lectern.url}/api/user/profile`, { headers: { Cookie: `${SESSION_COOKIE}=${token}` } });
    if (profile.status !== 200) throw new Error(`the session cookie was refused: /api/user/profile answered ${profile.status}`);
    return token;
  } finally {
    await api.dispose();
  }
}

/**
 * The first demo material a student can open, once the document job has read it (its page count
 * and page 1's shape, which the page's first paint uses): the material page measured.
 */
export async function demoMaterialPath(lectern, cookie) {
  const headers = { Cookie: `${SESSION_COOKIE}=${cookie}` };
  const response = await fetch(`${lectern.url}/api/materials?page=1&limit=1`, { headers });
  const id = (await response.json())?.data?.data?.[0]?.id;
  if (!id) throw new Error(`no demo material to measure: /api/materials answered ${response.status}`);
  const deadline = Date.now() + 120_000;
  for (;;) {
    const material = (await (await fetch(`${lectern.url}/api/materials/${id}`, { headers })).json())?.data;
    if (material?.previewStatus === 'ready') return `/material/${id}`;
    if (Date.now() > deadline) throw new Error(`the demo material ${id} was not read in 2 minutes (previewStatus ${material?.previewStatus})`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
