import type { TagsRule } from '@lectern/shared-api/contract';
import type { FormikProps } from 'formik';
import { useId, useState, type KeyboardEvent } from 'react';
import { FieldRoot as Root, Label } from '@lectern/shared-ui/forms';
import { TagList } from '@lectern/shared-ui/lists';
import styled from 'styled-components';

const Box = styled.div<{ $invalid: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: 6px 8px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  max-width: 100%;
  padding: 2px 2px 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const RemoveButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  flex: none;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  font-size: 1.1rem;
  line-height: 1;
  cursor: pointer;

  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

const Input = styled.input`
  flex: 1 1 8rem;
  min-width: 6rem;
  min-height: 32px;
  border: 0;
  font: inherit;
  font-size: 1rem;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};

  &:focus { outline: none; }
`;

const Note = styled.p<{ $error?: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;

/** A form's tag limits and its words for them: the contract's rule (e.g. BLOG_FIELD_RULES.tags). */
export type TagRules = TagsRule;

export interface TagInputProps {
  label?: string;
  tags: string[];
  onChange: (tags: string[]) => void;
  rules: TagRules;
  /** An error from the form or the server. */
  error?: string;
}

/**
 * The formik glue of a form's `tags` field: the list, its first error once visited, and a change
 * that marks it visited (without validating again, which the change already does).
 */
export function tagFieldProps<V extends { tags: string[] }>(form: FormikProps<V>): Pick<TagInputProps, 'tags' | 'error' | 'onChange'> {
  const error: unknown = form.touched.tags ? form.errors.tags : undefined;
  return {
    tags: form.values.tags,
    error: typeof error === 'string' ? error : Array.isArray(error) ? (error as Array<string | undefined>).find(Boolean) : undefined,
    onChange: (tags) => {
      void form.setFieldValue('tags', tags);
      void form.setFieldTouched('tags', true, false);
    },
  };
}

/**
 * Tags as chips (the upload and blog forms): Enter adds the trimmed text (never empty, never
 * twice, within `rules`); the x of a chip or Backspace in the empty box removes one.
 */
export function TagInput({ label = 'Tags', tags, onChange, rules, error }: TagInputProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error;

  const add = () => {
    const tag = text.trim();
    if (!tag) return;
    if (tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) {
      setText('');
      return;
    }
    if (tags.length >= rules.maxTags) return setProblem(rules.messages.tooManyTags);
    if (tag.length > rules.maxLength) return setProblem(rules.messages.tagTooLong);
    onChange([...tags, tag]);
    setText('');
    setProblem(null);
  };

  const remove = (tag: string) => {
    onChange(tags.filter((existing) => existing !== tag));
    setProblem(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter adds a tag; it must not submit the form.
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      event.preventDefault();
      remove(tags[tags.length - 1] as string);
    }
  };

  return (
    <Root>
      <Label htmlFor={`${id}input`}>{label}</Label>
      <Box $invalid={Boolean(message)}>
        {tags.length > 0 ? (
          <TagList aria-label="Added tags">
            {tags.map((tag) => (
              <Chip key={tag}>
                <span>{tag}</span>
                <RemoveButton type="button" aria-label={`Remove tag ${tag}`} onClick={() => remove(tag)}>
                  <span aria-hidden="true">×</span>
                </RemoveButton>
              </Chip>
            ))}
          </TagList>
        ) : null}
        <Input
          id={`${id}input`}
          value={text}
          enterKeyHint="enter"
          autoComplete="off"
          aria-invalid={message ? true : undefined}
          aria-describedby={`${message ? `${id}error ` : ''}${id}hint`}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
        />
      </Box>
      <Note id={`${id}hint`}>Press Enter to add a tag ({tags.length} of {rules.maxTags}).</Note>
      {message ? (
        <Note id={`${id}error`} $error>
          {message}
        </Note>
      ) : null}
    </Root>
  );
}
