// What domain/stats offers the rest of the server; its other files are its own.
export { myStats, publicStats } from './stats-repository.ts';
