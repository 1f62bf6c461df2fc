import { Type } from 'typebox';
import {
  VALIDATION_MESSAGES as M,
  type EmailRequest,
  type ResetPasswordRequest,
  type SignupRequest,
} from '@lectern/shared-api/contract';
import { currentPasswordField, emailField, nameField, newPasswordField, tokenField } from '../../http/schemas/account-fields.ts';
import { messages, trimmed } from '../../http/field-messages.ts';
import { matchesContract } from '../../http/schemas/contract-match.ts';

export const SignupBody = matchesContract<SignupRequest>()(
  Type.Object({
    firstName: nameField(),
    lastName: nameField(),
    email: emailField(M.universityEmailInvalid),
    password: newPasswordField(),
  }),
);

/**
 * LoginRequest (not checked by type: the contract's union of `email` or `emailOrMatricNo`
 * has no JSON-schema form that ajv's messages read well): `email`, or `emailOrMatricNo` (an email, or a matric number set
 * in settings), and the password. One of the two is required; `email` wins when both come.
 */
export const LoginBody = Type.Object({
  email: Type.Optional(emailField(M.emailInvalid)),
  emailOrMatricNo: Type.Optional(
    Type.String({ minLength: 1, maxLength: 254, ...trimmed, ...messages({ required: M.emailRequired, default: M.emailInvalid }) }),
  ),
  password: currentPasswordField(),
});

export const EmailBody = matchesContract<EmailRequest>()(Type.Object({ email: emailField(M.emailInvalid) }));

export const ResetPasswordBody = matchesContract<ResetPasswordRequest>()(
  Type.Object({ token: tokenField(), newPassword: newPasswordField() }),
);

export const TokenQuery = Type.Object({ token: tokenField() });
