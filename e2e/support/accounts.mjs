// Accounts made through the real API, verified by the link the server mailed.
import { waitForMailLink } from './outbox.mjs';

export const PASSWORD = 'Corr3ctHorse';
let counter = 0;
export const newEmail = () => `student${Date.now()}${counter++}@uni.edu`;

/** Signs up through the API and verifies by the emailed link; `request` keeps the session cookie. */
export async function createVerifiedAccount(request, lectern, { firstName = 'Bo', lastName = 'Eze' } = {}) {
  const email = newEmail();
  const response = await request.post(`${lectern.url}/api/auth/student`, {
    data: { firstName, lastName, email, password: PASSWORD },
    headers: { Origin: lectern.url },
  });
  // The body says which 503 it was: the overload guard or a database out of reach.
  if (response.status() !== 201) throw new Error(`sign-up answered ${response.status()}: ${await response.text()}`);
  const link = await waitForMailLink(lectern.dataDir, email, '/auth/verify-email?token=');
  const token = new URL(link).searchParams.get('token');
  const verified = await request.get(`${lectern.url}/api/auth/verify-email/token?token=${token}`);
  if (verified.status() !== 200) throw new Error(`verification answered ${verified.status()}`);
  return email;
}
