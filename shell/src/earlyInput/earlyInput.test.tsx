import fs from 'node:fs';
import path from 'node:path';
import { act, startTransition, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OnceHydrated } from '../firstPaint/OnceHydrated.tsx';

// The hold as the page runs it: the very file index.html inlines.
const HOLD_SCRIPT = fs.readFileSync(path.join(__dirname, 'holdEarlyInput.js'), 'utf8');

function SearchForm() {
  const [text, setText] = useState('');
  const [year, setYear] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const [pastPapersOnly, setPastPapersOnly] = useState(false);
  const [menuPresses, setMenuPresses] = useState(0);
  // Checked as it is left, as a form checks a field on blur: with what React last saw.
  const [yearError, setYearError] = useState('');
  // Renders again as soon as it is hydrated (as a form does when its first data arrives), before
  // the held input is replayed: React then puts back any field it has not heard from.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <form
      aria-busy={!live}
      onSubmit={(event) => {
        event.preventDefault();
        setSearched(`${year ? `${text} in ${year}` : text}${pastPapersOnly ? ', past papers only' : ''}`);
      }}
    >
      <label>
        Course <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <label>
        Year{' '}
        <input
          value={year}
          onChange={(event) => setYear(event.target.value)}
          onBlur={() => setYearError(/^\d{4}$/.test(year) ? '' : 'Year must be four digits')}
        />
      </label>
      {yearError ? <p role="alert">{yearError}</p> : null}
      <label>
        <input type="checkbox" checked={pastPapersOnly} onChange={(event) => setPastPapersOnly(event.target.checked)} /> Past papers only
      </label>
      <button type="button" onClick={() => setMenuPresses((presses) => presses + 1)}>
        Menu
      </button>
      <button type="submit">Search</button>
      <p>{searched === null ? 'Nothing searched' : `Searched for ${searched}`}</p>
      <p>Menu pressed {menuPresses} times</p>
    </form>
  );
}

let root: Root | null = null;

/** The page as the server sends it: prerendered markup in #root, the hold running. */
function servePage({ prerendered = true } = {}) {
  document.body.innerHTML = `<div id="root"${prerendered ? ' data-prerendered="landing"' : ''}>${renderToString(<SearchForm />)}</div>`;
  new Function(HOLD_SCRIPT)();
  return document.getElementById('root')!;
}

async function hydrate(container: HTMLElement) {
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(
        container,
        <>
          <SearchForm />
          <OnceHydrated />
        </>,
      );
    });
  });
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  delete window.__LECTERN_EARLY_INPUT__;
  document.body.innerHTML = '';
});

test('text typed, a box ticked, a button pressed and a form submitted before hydration all take effect once the page is hydrated', async () => {
  const user = userEvent.setup({ delay: null });
  const container = servePage();
  await user.type(screen.getByRole('textbox', { name: 'Course' }), 'csc 204');
  // A second field: the first one's change re-renders the form before this one is handed over.
  await user.type(screen.getByRole('textbox', { name: 'Year' }), '2026');
  await user.click(screen.getByRole('checkbox', { name: 'Past papers only' }));
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  await user.click(screen.getByRole('button', { name: 'Search' }));
  // Nothing has handled them yet; the typed text stays on the page.
  expect(screen.getByText('Nothing searched')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Course' })).toHaveValue('csc 204');

  await hydrate(container);

  expect(await screen.findByText('Searched for csc 204 in 2026, past papers only')).toBeInTheDocument();
  expect(screen.getByText('Menu pressed 1 times')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Course' })).toHaveValue('csc 204');
  expect(screen.getByRole('textbox', { name: 'Year' })).toHaveValue('2026');
  expect(screen.getByRole('checkbox', { name: 'Past papers only' })).toBeChecked();
});

test('a field left before hydration is checked, once hydrated, with what was typed into it', async () => {
  const user = userEvent.setup({ delay: null });
  const container = servePage();
  await user.type(screen.getByRole('textbox', { name: 'Year' }), '20');
  await user.click(screen.getByRole('textbox', { name: 'Course' }));

  await hydrate(container);

  expect(await screen.findByRole('alert')).toHaveTextContent('Year must be four digits');
  expect(screen.getByRole('textbox', { name: 'Course' })).toHaveFocus();
});

test('a field left once hydrated but before the replay is not checked against the empty value React last saw', async () => {
  // The replay waits for a task of its own (a timer). Holding that timer back puts a press between
  // hydration and the replay every time, as a busy phone sometimes does.
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const container = servePage();
    await user.type(screen.getByRole('textbox', { name: 'Course' }), 'csc 204');
    await user.type(screen.getByRole('textbox', { name: 'Year' }), '2026');
    await hydrate(container);
    // React has the markup (it hydrates on the first press) but has not been handed the typing.
    expect(window.__LECTERN_EARLY_INPUT__?.released).toBe(false);

    // A press that moves the focus out of Year before the replay's task runs: no pause between
    // its events, so no timer is run.
    await userEvent.setup({ delay: null }).click(screen.getByRole('checkbox', { name: 'Past papers only' }));
    await act(async () => {
      jest.runOnlyPendingTimers();
    });
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('Searched for csc 204 in 2026, past papers only')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('after hydration nothing is held: input goes straight to React, once', async () => {
  const user = userEvent.setup({ delay: null });
  await hydrate(servePage());
  await user.type(screen.getByRole('textbox', { name: 'Course' }), 'math');
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(screen.getByText('Searched for math')).toBeInTheDocument();
  expect(screen.getByText('Menu pressed 1 times')).toBeInTheDocument();
  expect(window.__LECTERN_EARLY_INPUT__?.events).toEqual([]);
});

test('the page is marked hydrated (its loading animations may run) once React has taken it over, not before', async () => {
  const container = servePage();
  expect(container).not.toHaveAttribute('data-hydrated');
  await hydrate(container);
  expect(container).toHaveAttribute('data-hydrated');
});

test('a page without prerendered markup is never marked (nothing of it is held still)', async () => {
  const container = servePage({ prerendered: false });
  await hydrate(container);
  expect(container).not.toHaveAttribute('data-hydrated');
});

test('a page without prerendered markup holds nothing', async () => {
  const user = userEvent.setup({ delay: null });
  servePage({ prerendered: false });
  await user.type(screen.getByRole('textbox', { name: 'Course' }), 'x');
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  expect(window.__LECTERN_EARLY_INPUT__?.events).toEqual([]);
});
