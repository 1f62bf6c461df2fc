export * from './fakeFetch.ts';
export * from './fixtures.ts';
