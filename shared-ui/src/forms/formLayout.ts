import styled from 'styled-components';

// The layout every form shares: its fields one under another, and its buttons at the end of a
// row that wraps on a phone. One copy, so two forms cannot drift apart in spacing.

/** A form whose fields stand one under another. */
export const FormStack = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** A form's buttons, at the row's end (the main one last), wrapping on a narrow screen. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
