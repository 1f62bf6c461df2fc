import Search from 'lucide-react/icons/search';
import { Button } from '../primitives/Button.tsx';
import { HiddenOnPhone } from '../primitives/HiddenOnPhone.tsx';
import { Icon } from '../primitives/Icon.tsx';
import { useId, type FormEvent } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 40rem;
  /* In a toolbar's row it shrinks to the room there is: an input's own width must not push the
     Search button into the gutter on a phone. */
  min-width: 0;
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  /* A list's search sits beside other controls: its hint is set a size down everywhere (the typed
     text stays 16px), and on a phone, where the Search button is its icon, a size further. */
  input::placeholder { font-size: ${({ theme }) => theme.fontSizes.sm}; }
  ${({ theme }) => theme.media.belowSm} {
    input::placeholder { font-size: ${({ theme }) => theme.fontSizes.xs}; }
    button { padding: 0 ${({ theme }) => theme.space.md}; }
  }
`;


export interface SearchFieldProps {
  label: string;
  defaultValue?: string;
  /** The form's submit; the text is the `query` field. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** A labelled search box that searches on Enter or the Search button (search text applies on submit). */
export function SearchField({ label, defaultValue = '', onSubmit }: SearchFieldProps) {
  const id = useId();
  return (
    <Form role="search" onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input id={id} name="query" type="search" defaultValue={defaultValue} placeholder={label} key={defaultValue} />
      <Button type="submit">
        <Icon icon={Search} size="sm" />
        <HiddenOnPhone>Search</HiddenOnPhone>
      </Button>
    </Form>
  );
}
