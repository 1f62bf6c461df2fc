import { Type } from 'typebox';
import { VALIDATION_MESSAGES as M } from '@lectern/shared-api/contract';
import { currentPasswordField, emailField, nameField, newPasswordField, tokenField } from '../../auth/fields.ts';
import { messages, trimmed } from '../../http/field-messages.ts';

/** Contract: SignupRequest. */
export const SignupBody = Type.Object({
  firstName: nameField(),
  lastName: nameField(),
  email: emailField(M.universityEmailInvalid),
  password: newPasswordField(),
});

/**
 * Contract: LoginRequest: `email`, or `emailOrMatricNo` (an email, or a matric number set
 * in settings), and the password. One of the two is required; `email` wins when both come.
 */
export const LoginBody = Type.Object({
  email: Type.Optional(emailField(M.emailInvalid)),
  emailOrMatricNo: Type.Optional(
    Type.String({ minLength: 1, maxLength: 254, ...trimmed, ...messages({ required: M.emailRequired, default: M.emailInvalid }) }),
  ),
  password: currentPasswordField(),
});

/** Contract: EmailRequest. */
export const EmailBody = Type.Object({ email: emailField(M.emailInvalid) });

/** Contract: ResetPasswordRequest. */
export const ResetPasswordBody = Type.Object({ token: tokenField(), newPassword: newPasswordField() });

export const TokenQuery = Type.Object({ token: tokenField() });

/** Contract: AcceptedResponse. */
export const Accepted = Type.Object({ message: Type.String() });

export const AuthCheck = Type.Object({ loggedIn: Type.Boolean() });

export const AuthProviders = Type.Object({
  google: Type.Union([Type.Object({ clientId: Type.String() }), Type.Null()]),
});
