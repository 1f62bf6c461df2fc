export * from './fakeFetch.ts';
export * from './fixtures.ts';
export * from './fakeUpload.ts';
export * from './textParts.ts';
