import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 reads these at import time; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// `findBy…` waits for what a person would see. Its default 1 s was too short on a busy 2-core CI
// machine, where a screen behind a lazy route and a fetch took longer than that to appear (a
// catalog journey failed there once). A screen that never appears still fails, after 5 s.
configure({ asyncUtilTimeout: 5_000 });
