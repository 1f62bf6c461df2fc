import styled from 'styled-components';

/**
 * A search field and the button beside it (Filter, Clear): the field's form takes the room the
 * button leaves, so its placeholder is never cut short; on a phone the two share one line (the
 * button as its icon, still named) inside the gutter.
 */
export const SearchToolbar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  min-width: 0;
  > form {
    flex: 1 1 auto;
    min-width: 0;
  }
`;
