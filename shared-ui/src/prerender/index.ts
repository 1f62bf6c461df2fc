// Server-side only (a remote's prerender entry, run in Node at build time and by the server for
// signed-in pages): never imported by browser code.
export { renderPage, type PrerenderedPage } from './renderPage.tsx';
export { signedInMount, type SignedInPage } from './signedInPages.ts';
