// @lectern/shared-ui/testing: test-only helpers. Never imported by application code, so it is
// in no production bundle.
export { renderWithProviders, type RenderWithProvidersOptions } from './renderWithProviders.tsx';
export { LocationProbe } from './LocationProbe.tsx';
