// What a group's event stream writes (text/event-stream, docs/groups.md "Live updates"). Every
// frame ends with a blank line; ids are the events' numbers, so a browser's EventSource sends the
// last one back as Last-Event-ID when it reconnects.
import { GROUP_EVENT_NAME, GROUP_RESYNC_EVENT_NAME, type GroupEvent } from '@lectern/shared-api/contract';

/** One group event: its id, the `group` event name, and the contract's GroupEvent as JSON. */
export function eventFrame(event: GroupEvent): string {
  const data: GroupEvent = { id: event.id, type: event.type, threadId: event.threadId, subjectId: event.subjectId };
  return `id: ${event.id}\nevent: ${GROUP_EVENT_NAME}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Read everything again: the client was too far behind, or this server may have missed events. */
export function resyncFrame(position: bigint): string {
  return `id: ${position}\nevent: ${GROUP_RESYNC_EVENT_NAME}\ndata: {}\n\n`;
}

/**
 * Where a fresh stream starts: an id and no data sets the client's last event id without firing
 * an event, so a reconnect before the first event still resumes from here.
 */
export function positionFrame(position: bigint): string {
  return `id: ${position}\n\n`;
}

/** A comment line: ignored by the client, it keeps proxies from closing an idle stream. */
export const HEARTBEAT_FRAME = ': heartbeat\n\n';

/** A Last-Event-ID as the hub reads it: an event number (0: before the first event), or null for anything else. */
export function parseEventId(value: string | null | undefined): bigint | null {
  if (value == null || !/^\d{1,18}$/.test(value.trim())) return null;
  return BigInt(value.trim());
}
