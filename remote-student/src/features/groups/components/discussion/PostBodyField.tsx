import { POST_BODY_MAX } from '@lectern/shared-api/contract';
import { TextAreaField } from '@lectern/shared-ui/forms';
import type { Ref } from 'react';
import styled from 'styled-components';

const Count = styled.span<{ $over: boolean }>`
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : 'inherit')};
  font-weight: ${({ $over }) => ($over ? 700 : 'inherit')};
`;

const formatNumber = (value: number) => value.toLocaleString('en');

export interface PostBodyFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  rows?: number;
  autoFocus?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A post's text with its length against POST_BODY_MAX as a hint. No maxLength: a longer paste is
 * kept whole and said to be too long, so nothing typed is cut off silently.
 */
export function PostBodyField({ label, name, value, onChange, error, rows = 5, autoFocus, ref }: PostBodyFieldProps) {
  const over = value.length > POST_BODY_MAX;
  return (
    <TextAreaField
      ref={ref}
      label={label}
      name={name}
      value={value}
      rows={rows}
      autoFocus={autoFocus}
      error={error}
      onChange={(event) => onChange(event.target.value)}
      hint={
        <Count $over={over}>
          {formatNumber(value.length)} / {formatNumber(POST_BODY_MAX)} characters
        </Count>
      }
    />
  );
}
