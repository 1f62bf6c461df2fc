/**
 * The time as the app sees it. Everything that expires (sessions, email tokens, rate-limit
 * windows) reads this instead of Date.now(), so tests can move time instead of sleeping.
 * SQL compares against values from here too, never against the database's now().
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
