import { Component, Suspense, lazy, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@lectern/shared-ui';
import { MESSAGES } from '@lectern/shared-api';
import { FullPageSpinner } from '../app/FullPageSpinner.tsx';
import { OnceHydrated } from '../firstPaint/OnceHydrated.tsx';
import { markHydrated } from '../firstPaint/markHydrated.ts';
import { replayEarlyInput } from '../earlyInput/replayEarlyInput.ts';
import { reportBoundaryError } from '../clientReport/clientReport.ts';
import { countRetry } from './retryAttempt.ts';

type Loader = () => Promise<{ default: ComponentType }>;

/** Remote modules loaded before their boundary first rendered (preloadRemote). */
const preloaded = new WeakMap<Loader, ComponentType>();

/**
 * Loads a remote's module before its boundary renders, so that boundary renders it at once
 * instead of suspending. The shell does this before hydrating a prerendered page: a boundary
 * that suspends while hydrating stays server markup, and if anything above it changes before
 * its module arrives, React throws that markup away and renders it again, with whatever the
 * person had typed into it. A remote that fails here fails again, visibly, when it renders.
 */
export async function preloadRemote(load: Loader): Promise<void> {
  try {
    preloaded.set(load, (await load()).default);
  } catch {
    // The boundary loads it again and shows its fallback with Retry.
  }
}

interface CatcherProps {
  name: string;
  onRetry: () => void;
  children: ReactNode;
}

class ErrorCatcher extends Component<CatcherProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Remote "${this.props.name}" failed`, error, info.componentStack);
    // Counted against the release (once: a remote that failed to load was counted as that already).
    reportBoundaryError(error);
    // The page that held early input and its animations is gone: release both, so the fallback's
    // Retry works and the spinner it brings turns.
    markHydrated();
    replayEarlyInput();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Fallback role="alert">
        <h2>{MESSAGES.remoteUnavailable}</h2>
        <p>Check your connection, then try again. The rest of Lectern still works.</p>
        <Button
          onClick={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        >
          {MESSAGES.retry}
        </Button>
      </Fallback>
    );
  }
}

const Fallback = styled.section`
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  padding: 4rem 1.5rem;
  text-align: center;
`;

/**
 * Loads one remote lazily and keeps its failures to itself: a remote that cannot be
 * fetched or throws while rendering shows a fallback with Retry, and the shell goes on.
 */
export function RemoteBoundary({ name, load, loadingText = 'Loading...' }: { name: string; load: Loader; loadingText?: string }) {
  // A new lazy component per attempt, so Retry really fetches again.
  const [Remote, setRemote] = useState(() => preloaded.get(load) ?? lazy(load));
  return (
    <ErrorCatcher
      name={name}
      onRetry={() => {
        countRetry();
        setRemote(() => lazy(load));
      }}
    >
      <Suspense fallback={<FullPageSpinner label={loadingText} />}>
        <Remote />
        <OnceHydrated />
      </Suspense>
    </ErrorCatcher>
  );
}
