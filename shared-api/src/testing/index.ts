export * from './fakeFetch.ts';
