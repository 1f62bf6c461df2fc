// Staff submit an announcement (docs/spec-resolutions.md: the portal's Adverts Review); an admin approves it
// in that queue before it shows on students' dashboards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Announcement, AnnouncementInput } from '../contract/index.ts';
import { apiRequest } from '../client/http.ts';
import { reviewKeys } from './review.ts';

/** A new announcement: the text fields and an optional image (PNG, JPEG, WebP or GIF). */
export interface NewAnnouncementInput extends AnnouncementInput {
  image?: (Blob & { name?: string }) | null;
}

/** The multipart body: text fields first, the image last (the server reads the fields before the file). */
export function announcementFormData(input: NewAnnouncementInput): FormData {
  const body = new FormData();
  body.append('title', input.title);
  body.append('body', input.body);
  if (input.link) body.append('link', input.link);
  body.append('startsOn', input.startsOn);
  body.append('endsOn', input.endsOn);
  if (input.image) body.append('image', input.image, input.image.name ?? 'image');
  return body;
}

/** POST /api/announcements, as multipart; answers the announcement, pending review. */
export const submitAnnouncement = (input: NewAnnouncementInput, signal?: AbortSignal) =>
  apiRequest<Announcement>('/announcements', { method: 'POST', body: announcementFormData(input), signal });

/** A new announcement waits in the Adverts Review queue: its list, counts and the overview are asked again. */
export function useSubmitAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewAnnouncementInput) => submitAnnouncement(input),
    onSuccess: () => void client.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
