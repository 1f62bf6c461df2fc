import { useId } from 'react';
import { Band, Body, Kicker, Narrow, SectionTitle } from './layout.tsx';

export function Challenge() {
  const titleId = useId();
  return (
    <Band id="about" aria-labelledby={titleId}>
      <Narrow>
        <Kicker>Why Lectern</Kicker>
        <SectionTitle id={titleId}>The Challenge</SectionTitle>
        <Body>
          Course notes are scattered across group chats, old drives and photocopies. Past papers are hard to find the week
          you need them, and there is no way to tell whether what you found is complete or correct.
        </Body>
      </Narrow>
    </Band>
  );
}
