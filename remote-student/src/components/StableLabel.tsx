import styled from 'styled-components';

// Every word is laid in the same grid cell, so the cell is as wide as the longest one and a toggle
// does not change its button's width; only the current word is seen and read.
const Stack = styled.span`
  display: inline-grid;
  > span {
    grid-area: 1 / 1;
    text-align: start;
  }
  > span[aria-hidden='true'] {
    visibility: hidden;
  }
`;

/** The current word of a toggle ('Save' or 'Saved') in room for the longest of them. */
export function StableLabel({ current, words }: { current: string; words: readonly string[] }) {
  return (
    <Stack>
      {words.map((word) => (
        <span key={word} aria-hidden={word === current ? undefined : true}>
          {word}
        </span>
      ))}
    </Stack>
  );
}
