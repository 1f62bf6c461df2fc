import { onlineManager } from '@tanstack/react-query';
import { act } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/index.ts';
import { ListLoading } from './ListLoading.tsx';
import { EmptyState } from './ListStates.tsx';
import { QueryView, isEmptyList, type QueryLike } from './QueryView.tsx';
import { formatSeenAt } from './OfflineNote.tsx';

function query<T, E = unknown>(state: Partial<QueryLike<T, E>>): QueryLike<T, E> {
  return { isPending: false, isError: false, refetch: jest.fn(), ...state };
}

const view = (state: QueryLike<string[]>, failed: string | ((error: unknown) => string) = 'Failed to load things') => (
  <QueryView query={state} loading={<ListLoading label="Loading things..." />} failed={failed} empty={<EmptyState title="No things yet" />}>
    {(things) => (
      <ul aria-label="Things">
        {things.map((thing) => (
          <li key={thing}>{thing}</li>
        ))}
      </ul>
    )}
  </QueryView>
);

test('while pending it shows the loading look, announced by its sentence', () => {
  renderWithProviders(view(query({ isPending: true })));
  expect(screen.getByRole('status')).toHaveTextContent('Loading things...');
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

test('a failure shows the red box, and its button asks again', async () => {
  const failing = query<string[]>({ isError: true, error: new Error('boom') });
  renderWithProviders(view(failing));
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to load things');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(failing.refetch).toHaveBeenCalledTimes(1);
});

test('the failure sentence can depend on the error, and the button can say otherwise', () => {
  renderWithProviders(
    <QueryView query={query({ isError: true, error: new Error('Offline') })} loading={null} failed={(error) => (error as Error).message} retryLabel="Try Again">
      {() => null}
    </QueryView>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Offline');
  expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
});

test('an empty answer shows the empty state; an answer with items shows the content', () => {
  const { rerender } = renderWithProviders(view(query({ data: [] })));
  expect(screen.getByRole('heading', { name: 'No things yet' })).toBeInTheDocument();
  rerender(view(query({ data: ['one', 'two'] })));
  expect(screen.getByRole('list', { name: 'Things' })).toHaveTextContent('onetwo');
  expect(screen.queryByRole('heading', { name: 'No things yet' })).not.toBeInTheDocument();
});

test('a page of the API is empty when its data is; anything else is not', () => {
  expect(isEmptyList({ data: [], pagination: {} })).toBe(true);
  expect(isEmptyList({ data: [1] })).toBe(false);
  expect(isEmptyList([])).toBe(true);
  expect(isEmptyList({ course: {} })).toBe(false);
});

test('the centered look can keep its sentence for screen readers only', () => {
  renderWithProviders(<ListLoading label="Loading courses..." look="centered" showLabel={false} />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading courses...');
  expect(screen.getByText('Loading courses...')).toHaveClass('visually-hidden');
});

test('a screen with a notice of its own draws the failure itself, with a way to ask again', async () => {
  const failing = query<string[], Error>({ isError: true, error: new Error('No course with that code') });
  renderWithProviders(
    <QueryView
      query={failing}
      loading={null}
      renderError={(error, retry) => (
        <div role="alert">
          {error.message}
          <button type="button" onClick={retry}>
            Ask again
          </button>
        </div>
      )}
    >
      {() => null}
    </QueryView>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('No course with that code');
  await userEvent.click(screen.getByRole('button', { name: 'Ask again' }));
  expect(failing.refetch).toHaveBeenCalledTimes(1);
});

describe('offline', () => {
  afterEach(() => onlineManager.setOnline(true));

  test('a list that has nothing yet says it waits for the network instead of loading forever', () => {
    onlineManager.setOnline(false);
    renderWithProviders(view(query({ isPending: true, fetchStatus: 'paused' })));
    expect(screen.getByText('You are offline. This shows once you are back online.')).toBeInTheDocument();
    expect(screen.queryByText('Loading things...')).not.toBeInTheDocument();
  });

  test('an answer from before says when it was seen, and the note goes once the network is back', () => {
    onlineManager.setOnline(false);
    const seenAt = new Date(2026, 10, 27, 14, 5).getTime();
    jest.useFakeTimers({ now: new Date(2026, 10, 27, 15, 30), doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask'] });
    renderWithProviders(view(query({ data: ['Thevenin notes'], dataUpdatedAt: seenAt, fetchStatus: 'paused' })));
    jest.useRealTimers();
    expect(screen.getByRole('status')).toHaveTextContent('Offline: showing what you saw at 14:05');
    expect(screen.getByRole('list', { name: 'Things' })).toHaveTextContent('Thevenin notes');
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByText(/Offline: showing/)).not.toBeInTheDocument();
  });

  test('online, an answer older than the last failed ask says Lectern could not be reached', () => {
    const seenAt = new Date(2026, 10, 27, 9, 30).getTime();
    renderWithProviders(view(query({ data: ['Thevenin notes'], dataUpdatedAt: seenAt, errorUpdatedAt: seenAt + 60_000 })));
    expect(screen.getByRole('status')).toHaveTextContent(/^Lectern cannot be reached: showing what you saw at .*09:30$/);
  });

  test('an older day names the day too, in the reader\'s own way of writing dates', () => {
    const seen = formatSeenAt(new Date(2026, 10, 25, 9, 7).getTime(), new Date(2026, 10, 27, 12, 0).getTime());
    expect(seen).toMatch(/25/);
    expect(seen).toMatch(/Nov/);
    expect(seen).toMatch(/09:07$/);
  });
});
