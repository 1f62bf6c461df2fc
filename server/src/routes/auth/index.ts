import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../http/app-deps.ts';
import { createAccountMail } from '../../domain/auth/index.ts';
import { googleRoutes } from './google.ts';
import { loginRoute } from './login.ts';
import { logoutRoute } from './logout.ts';
import { passwordRoutes } from './password.ts';
import { resendVerificationRoute } from './resend-verification.ts';
import { signupRoute } from './signup.ts';
import { authStatusRoutes } from './status.ts';
import { verifyEmailRoute } from './verify-email.ts';

/** /auth/*: sign-up, sign-in and out, email verification, password reset, session status, Google sign-in. */
export const authRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const accountMail = createAccountMail(deps.database.db, deps.mailer, deps.clock, deps.config.publicUrl);
  await app.register(signupRoute, { deps, accountMail });
  await app.register(loginRoute, { deps, accountMail });
  await app.register(logoutRoute, { deps });
  await app.register(verifyEmailRoute, { deps });
  await app.register(resendVerificationRoute, { deps, accountMail });
  await app.register(passwordRoutes, { deps, accountMail });
  await app.register(authStatusRoutes, { deps });
  await app.register(googleRoutes, { deps });
};
