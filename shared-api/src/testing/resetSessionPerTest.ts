import { act } from '@testing-library/react';
import { sessionStore } from '../session/sessionStore.ts';

/**
 * After each test, the session store is back where the app starts (still loading, nobody
 * signed in), so a test that signs someone in cannot sign in the next one. Call it once at the
 * top of the file; inside `act` because mounted screens re-render when the session changes.
 */
export function resetSessionPerTest(): void {
  afterEach(() => {
    act(() => sessionStore.setState({ status: 'loading', user: null }));
  });
}
