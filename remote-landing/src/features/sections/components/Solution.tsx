import { useId } from 'react';
import { Band, Body, Kicker, Narrow, SectionTitle } from './layout.tsx';

export function Solution() {
  const titleId = useId();
  return (
    <Band $tone="muted" aria-labelledby={titleId}>
      <Narrow>
        <Kicker>What we do</Kicker>
        <SectionTitle id={titleId}>Our Solution</SectionTitle>
        <Body>
          Lectern puts your university&rsquo;s course notes and past papers in one library. Search by course code or title,
          save what you need and download it to read offline. Every upload is checked by senior students and teaching
          assistants before it is shared, and it is free to use.
        </Body>
      </Narrow>
    </Band>
  );
}
