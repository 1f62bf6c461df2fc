import { useMutation } from '@tanstack/react-query';
import type { AcceptedResponse, PasswordChangeRequest } from '../contract/index.ts';
import { apiRequest } from '../client/http.ts';

/**
 * POST /user/password: the signed-in person changes their password; their other sessions
 * end, this one stays. A wrong current password is a 400 INVALID_CREDENTIALS with a field
 * error on `currentPassword`; a new one that breaks the rules is a 400 VALIDATION.
 */
export const changePassword = (body: PasswordChangeRequest) =>
  apiRequest<AcceptedResponse>('/user/password', { method: 'POST', body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
