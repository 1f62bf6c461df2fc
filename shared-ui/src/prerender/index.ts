// Build-time only (a remote's prerender entry, run in Node): never imported by browser code.
export { renderPage, type PrerenderedPage } from './renderPage.tsx';
