// Route schemas of the announcement calls, tied to the contract's types (contract-match.ts).
import { Type } from 'typebox';
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_LINK_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  MAX_IMAGE_BYTES,
  REVIEW_STATUSES,
  type Announcement,
} from '@lectern/shared-api/contract';
import { matchesContract } from './contract-match.ts';
import { Nullable } from './nullable.ts';

const Day = (description: string) => Type.String({ format: 'date', description });

export const AnnouncementSchema = matchesContract<Announcement>()(
  Type.Object({
    id: Type.String({ format: 'uuid' }),
    title: Type.String(),
    body: Type.String(),
    link: Nullable(Type.String()),
    imageUrl: Nullable(Type.String({ description: '/api/announcements/:id/image, or null without an image' })),
    startsOn: Day('The first day it shows (YYYY-MM-DD, UTC)'),
    endsOn: Day('The last day it shows (YYYY-MM-DD, UTC)'),
    reviewStatus: Type.Enum(REVIEW_STATUSES),
    reviewComment: Nullable(Type.String()),
    createdAt: Type.String({ format: 'date-time' }),
    author: Type.Object({ firstName: Type.String(), lastName: Type.String() }),
  }),
);

/** `:id` of the image route; a malformed id is a 404 like an unknown one. */
export const AnnouncementParams = Type.Object({ id: Type.String({ description: 'The announcement id (uuid)' }) });

/** What the OpenAPI document shows of POST /announcements; the multipart stream is checked by hand as it is read. */
export const AnnouncementForm = Type.Object({
  title: Type.String({ minLength: 1, maxLength: ANNOUNCEMENT_TITLE_MAX }),
  body: Type.String({ minLength: 1, maxLength: ANNOUNCEMENT_BODY_MAX }),
  link: Type.Optional(Type.String({ maxLength: ANNOUNCEMENT_LINK_MAX, description: 'An http(s) address; empty for none' })),
  startsOn: Day('YYYY-MM-DD'),
  endsOn: Day('YYYY-MM-DD, not before startsOn'),
  image: Type.Optional(Type.Unsafe<unknown>({ type: 'string', format: 'binary', description: `PNG, JPEG, WebP or GIF, at most ${MAX_IMAGE_BYTES} bytes` })),
});
