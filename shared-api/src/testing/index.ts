export * from './fakeFetch.ts';
export * from './fakeNetworkPerTest.ts';
export * from './resetSessionPerTest.ts';
export * from './signInAs.ts';
export * from './fixtures.ts';
export * from './fakeUpload.ts';
export * from './textParts.ts';
