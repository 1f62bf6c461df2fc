// The contract shared by the clients and the server. No React, no browser or Node APIs.
export * from './api.ts';
export * from './enums.ts';
export * from './limits.ts';
export * from './models.ts';
export * from './text.ts';
export * from './search.ts';
export * from './validation.ts';
export * from './auth.ts';
