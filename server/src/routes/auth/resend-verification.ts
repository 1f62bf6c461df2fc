import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../http/app-deps.ts';
import type { AccountMail } from '../../domain/auth/index.ts';
import { ANSWERS } from './messages.ts';
import { registerMailLinkRoute } from './mail-link-route.ts';

export const resendVerificationRoute: FastifyPluginAsyncTypebox<{ deps: AppDeps; accountMail: AccountMail }> = async (
  app,
  { deps, accountMail },
) => {
  registerMailLinkRoute(app, deps, {
    url: '/auth/resend-verification',
    summary: 'Mail a new verification link to an unverified account',
    limitedAs: 'resend',
    // A verified account has nothing to verify: the same answer, no mail.
    mail: async (user) => {
      if (!user.emailVerifiedAt) await accountMail.sendVerification(user);
    },
    answer: ANSWERS.verificationSent,
  });
};
