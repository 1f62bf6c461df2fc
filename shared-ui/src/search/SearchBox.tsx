import { MESSAGES, type SearchSuggestion } from '@lectern/shared-api/contract';
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useDismiss } from '../hooks/useDismiss.ts';
import { HiddenOnPhone } from '../primitives/HiddenOnPhone.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import {
  Field,
  Form,
  Input,
  Option,
  OptionSubtitle,
  OptionTitle,
  Popup,
  SearchButton,
  SearchIcon,
  SkeletonRow,
  Status,
  TypeBadge,
  Wrapper,
} from './SearchBox.styles.tsx';

export const SKELETON_ROWS = 3;

export interface SearchBoxProps {
  /** Accessible label of the text box. */
  label?: string;
  /** Show the label above the box instead of only to screen readers. */
  showLabel?: boolean;
  placeholder?: string;
  suggestions: SearchSuggestion[];
  loading?: boolean;
  /** Controlled text; leave undefined to let the box keep its own. */
  value?: string;
  defaultValue?: string;
  onQueryChange?: (text: string) => void;
  /** Submit of the trimmed, non-empty text. */
  onSearch?: (text: string) => void;
  /** A suggestion was chosen (click or Enter); the box already shows its title. */
  onSelect?: (suggestion: SearchSuggestion) => void;
  className?: string;
}

/**
 * Search with suggestions, after the ARIA 1.2 combobox pattern: focus stays in the text
 * box and the highlighted option is announced through aria-activedescendant.
 */
export function SearchBox({
  label = 'Search courses',
  showLabel = false,
  placeholder = MESSAGES.searchCoursesPlaceholder,
  suggestions,
  loading = false,
  value,
  defaultValue = '',
  onQueryChange,
  onSearch,
  onSelect,
  className,
}: SearchBoxProps) {
  const id = useId();
  const inputId = `${id}input`;
  const listboxId = `${id}listbox`;
  const optionId = (index: number) => `${id}option-${index}`;

  const [ownText, setOwnText] = useState(defaultValue);
  const text = value ?? ownText;
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);

  const items = loading ? [] : suggestions;
  const hasText = text.trim().length > 0;
  const expanded = open && hasText;
  const active = expanded && activeIndex < items.length ? activeIndex : -1;

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };
  useDismiss(rootRef, expanded, (reason) => {
    // Escape is handled on the text box itself so it can be scoped to this widget.
    if (reason === 'outside') close();
  });

  const changeText = (next: string) => {
    if (value === undefined) setOwnText(next);
    onQueryChange?.(next);
  };

  const choose = (suggestion: SearchSuggestion) => {
    changeText(suggestion.title);
    close();
    onSelect?.(suggestion);
  };

  const submit = () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    close();
    onSearch?.(trimmed);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    changeText(event.target.value);
    setActiveIndex(-1);
    setOpen(event.target.value.trim().length > 0);
  };

  const move = (step: 1 | -1) => {
    if (!expanded) {
      if (hasText) setOpen(true);
      return;
    }
    if (items.length === 0) return;
    setActiveIndex(active === -1 ? (step === 1 ? 0 : items.length - 1) : (active + step + items.length) % items.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter': {
        event.preventDefault();
        const highlighted = active >= 0 ? items[active] : undefined;
        if (highlighted) choose(highlighted);
        else submit();
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        }
        break;
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const statusText = loading
    ? 'Loading suggestions'
    : items.length === 0
      ? MESSAGES.noSuggestions
      : `${items.length} suggestion${items.length === 1 ? '' : 's'} available`;

  return (
    <Wrapper ref={rootRef} className={className}>
      <Form role="search" onSubmit={onSubmit}>
        <label htmlFor={inputId} className={showLabel ? undefined : 'visually-hidden'}>
          {label}
        </label>
        <Field>
          <SearchIcon />
          <Input
            id={inputId}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={placeholder}
            value={text}
            onChange={onChange}
            onKeyDown={onKeyDown}
            onFocus={() => hasText && setOpen(true)}
          />
          <SearchButton type="submit">
            <SearchIcon />
            <HiddenOnPhone>Search</HiddenOnPhone>
          </SearchButton>
        </Field>
      </Form>
      <Popup hidden={!expanded}>
        <ul id={listboxId} role="listbox" aria-label={label} aria-busy={loading || undefined}>
          {loading
            ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <SkeletonRow key={i} aria-hidden="true" data-testid="suggestion-skeleton">
                  <Skeleton width="55%" height="0.95em" />
                  <Skeleton width="35%" height="0.75em" />
                </SkeletonRow>
              ))
            : items.map((suggestion, index) => (
                <Option
                  key={suggestion.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  // Keep focus in the text box so the combobox stays the one focus stop.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => index !== active && setActiveIndex(index)}
                  onClick={() => choose(suggestion)}
                >
                  <OptionTitle>{suggestion.title}</OptionTitle>
                  <OptionSubtitle>
                    <TypeBadge>{suggestion.type === 'course' ? 'Course' : 'Material'}</TypeBadge>
                    {suggestion.subtitle}
                  </OptionSubtitle>
                </Option>
              ))}
        </ul>
        <Status role="status" aria-live="polite" className={items.length === 0 && !loading ? undefined : 'visually-hidden'}>
          {expanded ? statusText : ''}
        </Status>
      </Popup>
    </Wrapper>
  );
}
