import { Button, HiddenOnPhone, Icon } from '@lectern/shared-ui';
import { SearchField } from '@lectern/shared-ui/lists';
import X from 'lucide-react/icons/x';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SearchToolbar } from '../../../components/SearchToolbar.tsx';

/** Typing searches once it pauses this long (the spec's course picker pause), one request per pause, not per key. */
export const COURSE_SEARCH_DEBOUNCE_MS = 300;

export const COURSE_SEARCH_LABEL = 'Search this course';

export interface CourseSearchFieldProps {
  /** The words searched now (the URL's). */
  query: string;
  /** Search these words; '' goes back to the materials by classification. */
  onQuery: (words: string) => void;
}

/**
 * The course page's search: shared-ui's SearchField (Enter or its button search at once), and
 * typing searches by itself after a pause. Clear, or Escape in the field, empties it and returns
 * to the groups. The field is SearchField's own uncontrolled input, so a change that does not come
 * from typing (Clear, Escape, Back to another query) starts it again with the new text.
 */
export function CourseSearchField({ query, onQuery }: CourseSearchFieldProps) {
  const [text, setText] = useState(query);
  const [start, setStart] = useState({ text: query, round: 0 });
  // The words this field last asked for, to tell its own change of the URL from Back and Forward.
  const [sent, setSent] = useState<string | null>(null);
  const [seen, setSeen] = useState(query);
  const wrapper = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  const words = text.trim();

  if (query !== seen) {
    setSeen(query);
    setSent(null);
    if (query !== sent && query !== words) {
      setText(query);
      setStart((previous) => ({ text: query, round: previous.round + 1 }));
    }
  }

  const ask = (next: string) => {
    setSent(next);
    onQuery(next);
  };

  useEffect(() => {
    if (words === query) return undefined;
    const timer = setTimeout(() => {
      setSent(words);
      onQuery(words);
    }, COURSE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [words, query, onQuery]);

  // After Clear or Escape the field is a new input: the cursor goes back into it.
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    wrapper.current?.querySelector('input')?.focus();
  }, [start]);

  const clear = () => {
    refocus.current = true;
    setText('');
    setStart((previous) => ({ text: '', round: previous.round + 1 }));
    ask('');
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    ask(String(new FormData(event.currentTarget).get('query') ?? '').trim());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !(event.target instanceof HTMLInputElement) || !(text || query)) return;
    event.preventDefault();
    clear();
  };

  return (
    // SearchField's input reports each key through the change event that bubbles here.
    <SearchToolbar ref={wrapper} onChange={(event) => event.target instanceof HTMLInputElement && setText(event.target.value)} onKeyDown={onKeyDown}>
      <SearchField key={start.round} label={COURSE_SEARCH_LABEL} defaultValue={start.text} onSubmit={submit} />
      {text || query ? (
        <Button variant="secondary" onClick={clear} title="Clear search">
          <Icon icon={X} size="sm" />
          <HiddenOnPhone>Clear search</HiddenOnPhone>
        </Button>
      ) : null}
    </SearchToolbar>
  );
}
