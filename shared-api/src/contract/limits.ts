// Business constants and limits the specification sets: one source for forms and server.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 24;
export const FULL_NAME_MIN = 2;
export const PROFILE_LEVELS = [100, 200, 300, 400, 500, 600, 700] as const;
export const DEFAULT_LEVEL = 100;
export const COURSE_LINK_LEVELS = [100, 200, 300, 400, 500, 600] as const;
export const COURSE_CODE_MAX = 6;

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const ACCEPTED_UPLOAD_EXTENSIONS = ['pdf', 'ppt', 'pptx', 'doc', 'docx'] as const;

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const VERIFY_FAILURE_REDIRECT_MS = 8000;

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

/** Search-suggestion query: longer input is cut, not refused, and at most this many rows come back. */
export const SUGGESTION_QUERY_MAX = 100;
export const SUGGESTION_LIMIT = 8;
