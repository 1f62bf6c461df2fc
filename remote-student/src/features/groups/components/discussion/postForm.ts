import { ApiError, errorMessage } from '@lectern/shared-api';
import { POST_BODY_MAX, POST_MESSAGES, THREAD_TITLE_MAX } from '@lectern/shared-api/contract';

/** What a post's form says is wrong: by a field, or for the whole form (a rate limit, a material that cannot be shared). */
export interface PostFormErrors {
  title?: string;
  body?: string;
  form?: string;
}

export const hasErrors = (errors: PostFormErrors) => Boolean(errors.title || errors.body || errors.form);

/** The contract's rules, checked before asking (the server checks them again). */
export function checkPost({ title, body }: { title?: string; body: string }): PostFormErrors {
  const errors: PostFormErrors = {};
  if (title !== undefined) {
    if (!title.trim()) errors.title = POST_MESSAGES.titleRequired;
    else if (title.length > THREAD_TITLE_MAX) errors.title = POST_MESSAGES.titleTooLong;
  }
  if (!body.trim()) errors.body = POST_MESSAGES.bodyRequired;
  else if (body.length > POST_BODY_MAX) errors.body = POST_MESSAGES.bodyTooLong;
  return errors;
}

/** The server's answer to a post that failed: its field messages by their fields, anything else by the form. */
export function postFailure(error: unknown, fallback = 'Could not post. Try again.'): PostFormErrors {
  const errors: PostFormErrors = {};
  if (error instanceof ApiError) {
    for (const { field, message } of error.errors) {
      const name = field.replace(/^\//, '');
      if ((name === 'title' || name === 'body') && !errors[name]) errors[name] = message;
    }
  }
  if (!errors.title && !errors.body) errors.form = errorMessage(error, fallback);
  return errors;
}
