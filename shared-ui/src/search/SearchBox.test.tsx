import type { SearchSuggestion } from '@lectern/shared-api/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../testing/index.ts';
import { SearchBox, type SearchBoxProps } from './SearchBox.tsx';

const SAMPLES: SearchSuggestion[] = [
  { id: '1', title: 'MTH 202', type: 'course', subtitle: 'Elementary Differential Equations' },
  { id: '2', title: 'CSC 204', type: 'course', subtitle: 'Data Structures' },
  { id: '3', title: 'MTH 202 past paper 2022', type: 'material', subtitle: 'Exam past questions' },
];

/** A parent that matches suggestions locally, like a real data source would. */
function Harness(props: Partial<SearchBoxProps> & { source?: SearchSuggestion[] }) {
  const { source = SAMPLES, ...rest } = props;
  const [text, setText] = useState('');
  const q = text.trim().toLowerCase();
  const suggestions = q ? source.filter((s) => `${s.title} ${s.subtitle}`.toLowerCase().includes(q)) : [];
  return (
    <SearchBox
      suggestions={suggestions}
      {...rest}
      onQueryChange={(t) => {
        setText(t);
        props.onQueryChange?.(t);
      }}
    />
  );
}

function setup(props: Partial<SearchBoxProps> & { source?: SearchSuggestion[] } = {}) {
  const onSearch = jest.fn();
  const onSelect = jest.fn();
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <>
      <p>Outside</p>
      <Harness onSearch={onSearch} onSelect={onSelect} {...props} />
    </>,
  );
  const box = screen.getByRole('combobox', { name: 'Search courses' });
  return { user, box, onSearch, onSelect };
}

test('is a labelled combobox with the spec placeholder, closed while empty', () => {
  const { box } = setup();
  expect(box).toHaveAttribute('placeholder', 'Search courses...');
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(box).toHaveAttribute('aria-autocomplete', 'list');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(screen.getByRole('search')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
});

test('opens when the text is non-empty and closes when it is emptied', async () => {
  const onQueryChange = jest.fn();
  const { user, box } = setup({ onQueryChange });
  await user.type(box, 'mth');
  expect(onQueryChange).toHaveBeenLastCalledWith('mth');
  expect(box).toHaveAttribute('aria-expanded', 'true');
  const listbox = screen.getByRole('listbox', { name: 'Search courses' });
  expect(box).toHaveAttribute('aria-controls', listbox.id);
  expect(screen.getAllByRole('option')).toHaveLength(2);
  expect(screen.getByText('2 suggestions available')).toBeInTheDocument();

  await user.clear(box);
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

test('closes on Escape and reopens on ArrowDown', async () => {
  const { user, box } = setup();
  await user.type(box, 'mth');
  await user.keyboard('{Escape}');
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(box).toHaveValue('mth');
  await user.keyboard('{ArrowDown}');
  expect(box).toHaveAttribute('aria-expanded', 'true');
});

test('closes on a click outside', async () => {
  const { user, box } = setup();
  await user.type(box, 'mth');
  await user.click(screen.getByText('Outside'));
  expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('arrow keys cycle through the options with wrap-around', async () => {
  const { user, box } = setup();
  await user.type(box, 'mth');
  const [first, second] = screen.getAllByRole('option') as [HTMLElement, HTMLElement];
  expect(box).not.toHaveAttribute('aria-activedescendant');

  await user.keyboard('{ArrowDown}');
  expect(first).toHaveAttribute('aria-selected', 'true');
  expect(box).toHaveAttribute('aria-activedescendant', first.id);

  await user.keyboard('{ArrowDown}');
  expect(second).toHaveAttribute('aria-selected', 'true');
  expect(first).toHaveAttribute('aria-selected', 'false');

  await user.keyboard('{ArrowDown}');
  expect(first).toHaveAttribute('aria-selected', 'true');

  await user.keyboard('{ArrowUp}');
  expect(second).toHaveAttribute('aria-selected', 'true');
  expect(box).toHaveAttribute('aria-activedescendant', second.id);
});

test('ArrowUp from no highlight goes to the last option', async () => {
  const { user, box } = setup();
  await user.type(box, 'mth');
  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('option', { name: /MTH 202 past paper 2022/ })).toHaveAttribute('aria-selected', 'true');
});

test('Enter picks the highlighted suggestion: fills the box, closes and selects', async () => {
  const { user, box, onSelect, onSearch } = setup();
  await user.type(box, 'data');
  await user.keyboard('{ArrowDown}{Enter}');
  expect(onSelect).toHaveBeenCalledWith(SAMPLES[1]);
  expect(onSearch).not.toHaveBeenCalled();
  expect(box).toHaveValue('CSC 204');
  expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('Enter with nothing highlighted submits the trimmed text and closes', async () => {
  const { user, box, onSearch, onSelect } = setup();
  await user.type(box, '  mth 202  {Enter}');
  expect(onSearch).toHaveBeenCalledWith('mth 202');
  expect(onSelect).not.toHaveBeenCalled();
  expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('Enter on blank text does nothing', async () => {
  const { user, box, onSearch } = setup();
  await user.type(box, '   {Enter}');
  expect(onSearch).not.toHaveBeenCalled();
  expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('clicking a suggestion fills the box with its title and selects it', async () => {
  const { user, box, onSelect } = setup();
  await user.type(box, 'mth');
  await user.click(screen.getByRole('option', { name: /Elementary Differential Equations/ }));
  expect(onSelect).toHaveBeenCalledWith(SAMPLES[0]);
  expect(box).toHaveValue('MTH 202');
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(box).toHaveFocus();
});

test('the Search button submits the trimmed text and closes the list', async () => {
  const { user, box, onSearch } = setup();
  await user.type(box, ' csc ');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(onSearch).toHaveBeenCalledWith('csc');
  expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('while loading shows three skeleton rows and no options', async () => {
  const { user, box } = setup({ loading: true });
  await user.type(box, 'mth');
  expect(screen.getAllByTestId('suggestion-skeleton')).toHaveLength(3);
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
  expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('status')).toHaveTextContent('Loading suggestions');
  // Nothing can be highlighted while loading.
  await user.keyboard('{ArrowDown}');
  expect(box).not.toHaveAttribute('aria-activedescendant');
});

test("with no matches says 'No suggestions found'", async () => {
  const { user, box } = setup();
  await user.type(box, 'zzz');
  expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('No suggestions found')).toBeVisible();
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
});

test('works controlled and takes a visible label and custom placeholder', async () => {
  function Controlled() {
    const [value, setValue] = useState('start');
    return (
      <>
        <SearchBox label="Find a course" showLabel placeholder="Enter a course code" value={value} onQueryChange={setValue} suggestions={[]} />
        <button type="button" onClick={() => setValue('')}>Reset</button>
      </>
    );
  }
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<Controlled />);
  const box = screen.getByRole('combobox', { name: 'Find a course' });
  expect(screen.getByText('Find a course')).not.toHaveClass('visually-hidden');
  expect(box).toHaveAttribute('placeholder', 'Enter a course code');
  expect(box).toHaveValue('start');
  await user.type(box, '!');
  expect(box).toHaveValue('start!');
  await user.click(screen.getByRole('button', { name: 'Reset' }));
  expect(box).toHaveValue('');
});

test('the list scrolls beyond 20rem', async () => {
  const { user, box } = setup();
  await user.type(box, 'mth');
  const popup = screen.getByRole('listbox').parentElement as HTMLElement;
  expect(getComputedStyle(popup).maxHeight).toBe('20rem');
  expect(getComputedStyle(popup).overflowY).toBe('auto');
});
