import * as oidc from 'openid-client';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { GoogleConfig } from '../config.ts';
import type { ReplayGuard } from './replay-guard.ts';

/** `user_identities.provider` and `oauth_flows.provider` for this issuer. */
export const GOOGLE = 'google';
export const GOOGLE_SCOPE = 'openid email profile';
/** Where the provider sends the browser back; register `<PUBLIC_URL>` + this at the provider. */
export const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback';

// Discovery and key fetches must not hold a sign-in (or a request) for long.
const DISCOVERY_TIMEOUT_S = 10;
const JWKS_TIMEOUT_MS = 5_000;
// Google has issued ID tokens with either form of its issuer.
const GOOGLE_ISSUER_ALIASES: Record<string, string[]> = { 'https://accounts.google.com': ['accounts.google.com'] };

/** What sign-in needs from a checked ID token. */
export interface ProviderIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
}

export interface AuthorizationRequest {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface GoogleProvider {
  readonly clientId: string;
  readonly redirectUri: string;
  /** The provider's authorization URL for this flow (PKCE S256, state, nonce). */
  authorizationUrl(flow: AuthorizationRequest): Promise<URL>;
  /**
   * Exchange the code the callback URL carries (PKCE) and check the ID token: signature,
   * issuer, audience, expiry, nonce; the state must match too.
   */
  exchangeCode(callbackUrl: URL, flow: AuthorizationRequest): Promise<ProviderIdentity>;
  /** Check an ID token handed over by the browser (One Tap) against the issuer's keys; a token is accepted once (replayGuard). */
  verifyIdToken(idToken: string): Promise<ProviderIdentity>;
}

/**
 * The OpenID Connect client for GOOGLE_ISSUER. Discovery happens on first use and is kept;
 * a failed discovery is forgotten, so a provider that was down is tried again by the next
 * sign-in, and the server starts whether or not the provider answers.
 *
 * ID tokens are judged by this machine's real clock, not the app's injectable clock: their
 * `iat` and `exp` come from the provider's clock.
 *
 * With a replayGuard, a One Tap token that passes every check is accepted once, on any server.
 */
export function createGoogleProvider(config: GoogleConfig, publicUrl: string, replayGuard?: ReplayGuard): GoogleProvider {
  const redirectUri = `${publicUrl}${GOOGLE_CALLBACK_PATH}`;
  let discovered: Promise<oidc.Configuration> | undefined;
  let keys: { jwksUri: string; keySet: ReturnType<typeof createRemoteJWKSet> } | undefined;

  const configuration = (): Promise<oidc.Configuration> => {
    discovered ??= oidc
      .discovery(new URL(config.issuer), config.clientId, config.clientSecret, undefined, {
        // openid-client trusts TLS for an ID token from the token endpoint and skips its
        // signature unless asked; we check it too (the issuer's keys are fetched once, cached).
        execute: [oidc.enableNonRepudiationChecks, ...(config.allowInsecureIssuer ? [oidc.allowInsecureRequests] : [])],
        timeout: DISCOVERY_TIMEOUT_S,
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  const keySet = (metadata: oidc.ServerMetadata) => {
    const jwksUri = metadata.jwks_uri;
    if (!jwksUri) throw new Error('the issuer publishes no jwks_uri');
    if (!config.allowInsecureIssuer && new URL(jwksUri).protocol !== 'https:') throw new Error('the jwks_uri is not https');
    if (keys?.jwksUri !== jwksUri) keys = { jwksUri, keySet: createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: JWKS_TIMEOUT_MS }) };
    return keys.keySet;
  };

  return {
    clientId: config.clientId,
    redirectUri,

    async authorizationUrl(flow) {
      const cfg = await configuration();
      return oidc.buildAuthorizationUrl(cfg, {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: GOOGLE_SCOPE,
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
      });
    },

    async exchangeCode(callbackUrl, flow) {
      const cfg = await configuration();
      const tokens = await oidc.authorizationCodeGrant(cfg, callbackUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token in the token response');
      return identityFrom(claims);
    },

    async verifyIdToken(idToken) {
      const cfg = await configuration();
      const metadata = cfg.serverMetadata();
      const { payload } = await jwtVerify(idToken, keySet(metadata), {
        issuer: [metadata.issuer, ...(GOOGLE_ISSUER_ALIASES[metadata.issuer] ?? [])],
        audience: config.clientId,
        algorithms: metadata.id_token_signing_alg_values_supported ?? ['RS256'],
        requiredClaims: ['sub', 'iat', 'exp'],
      });
      // Only a token that passed every check is recorded: junk never fills the table.
      if (replayGuard && !(await replayGuard.firstUse(idToken, new Date((payload.exp ?? 0) * 1000)))) {
        throw new Error('the ID token was already used');
      }
      return identityFrom(payload);
    },
  };
}

function identityFrom(claims: JWTPayload | oidc.IDToken): ProviderIdentity {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  const subject = text(claims.sub);
  if (!subject) throw new Error('the ID token has no subject');
  return {
    subject,
    email: text(claims.email),
    // Some issuers send the string "true"; anything else is unverified.
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    name: text(claims.name),
  };
}
