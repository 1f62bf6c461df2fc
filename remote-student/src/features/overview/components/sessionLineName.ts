// Tests only: a session line's accessible name. jsdom's name rules put a space after the line's
// <time> (browsers do not: it is inline), so the name is matched with or without it.
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const sessionLine = (time: string, rest: string) => new RegExp(`^${escape(time)} ?, ${escape(rest)}$`);
