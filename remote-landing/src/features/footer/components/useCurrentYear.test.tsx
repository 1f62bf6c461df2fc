import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useCurrentYear } from './useCurrentYear.ts';

function Copyright() {
  return <span>&copy; {useCurrentYear()} Lectern</span>;
}

const thisYear = new Date().getFullYear();

afterEach(() => {
  delete process.env.LECTERN_BUILD_YEAR;
});

test('a page prerendered in an earlier year hydrates without a mismatch, then shows this year', async () => {
  process.env.LECTERN_BUILD_YEAR = String(thisYear - 1);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Copyright />);
  expect(container.textContent).toBe(`© ${thisYear - 1} Lectern`);

  const recoverable: unknown[] = [];
  const root = await act(async () => hydrateRoot(container, <Copyright />, { onRecoverableError: (error) => recoverable.push(error) }));
  expect(container.textContent).toBe(`© ${thisYear} Lectern`);
  expect(recoverable).toEqual([]);
  act(() => root.unmount());
});

test('without a build year (tests, a dev server) it is this year', () => {
  expect(renderToString(<Copyright />)).toContain(String(thisYear));
});
