import { act } from '@testing-library/react';
import type { SessionUser } from '../contract/index.ts';
import { sessionStore } from '../session/sessionStore.ts';
import { sessionUser } from './fixtures.ts';

/** Signs in `sessionUser(overrides)` the way the app does; inside `act` because mounted screens re-render. */
export function signInAs(overrides: Partial<SessionUser> = {}): void {
  act(() => sessionStore.getState().signedIn(sessionUser(overrides)));
}
