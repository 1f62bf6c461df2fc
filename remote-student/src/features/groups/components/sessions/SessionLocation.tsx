import { VisuallyHidden } from '@lectern/shared-ui';

/** A https address and nothing else (no spaces): shown as a link; anything else is a place's name. */
export function isSessionLink(location: string): boolean {
  if (!/^https:\/\/\S+$/.test(location)) return false;
  try {
    return new URL(location).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Where a session is: a place as text, a meeting link as a link that opens in a new tab. */
export function SessionLocation({ location }: { location: string }) {
  if (!isSessionLink(location)) return <>{location}</>;
  return (
    <a href={location} target="_blank" rel="noopener noreferrer">
      {location}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}
