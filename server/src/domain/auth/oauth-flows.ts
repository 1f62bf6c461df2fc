import type { Kysely } from 'kysely';
import type { Database, OAuthIntent } from '../../platform/db/schema.ts';

type Db = Kysely<Database>;

export interface NewOAuthFlow {
  provider: string;
  stateHash: string;
  nonce: string;
  codeVerifier: string;
  intent: OAuthIntent;
  next: string | null;
  now: Date;
  expiresAt: Date;
}

export interface OAuthFlow {
  nonce: string;
  codeVerifier: string;
  intent: OAuthIntent;
  next: string | null;
}

export async function insertOAuthFlow(db: Db, flow: NewOAuthFlow): Promise<void> {
  // Flows nobody finished are of no more use: tidy them here (the index makes it cheap).
  await db
    .deleteFrom('oauth_flows')
    .where((eb) => eb.or([eb('expires_at', '<=', flow.now), eb('used_at', 'is not', null)]))
    .execute();
  await db
    .insertInto('oauth_flows')
    .values({
      provider: flow.provider,
      state_hash: flow.stateHash,
      nonce: flow.nonce,
      code_verifier: flow.codeVerifier,
      intent: flow.intent,
      next: flow.next,
      created_at: flow.now,
      expires_at: flow.expiresAt,
    })
    .execute();
}

/**
 * Spend a flow: one statement that succeeds only for an unused, unexpired flow, so a
 * replayed or raced callback cannot use it twice. Undefined for an unknown, spent or
 * expired state.
 */
export async function consumeOAuthFlow(db: Db, provider: string, stateHash: string, now: Date): Promise<OAuthFlow | undefined> {
  const row = await db
    .updateTable('oauth_flows')
    .set({ used_at: now })
    .where('provider', '=', provider)
    .where('state_hash', '=', stateHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['nonce', 'code_verifier', 'intent', 'next'])
    .executeTakeFirst();
  return row && { nonce: row.nonce, codeVerifier: row.code_verifier, intent: row.intent, next: row.next };
}
