import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Users from 'lucide-react/icons/users';
import { useState } from 'react';
import { renderWithProviders } from '../testing/index.ts';
import { Tabs, tabId } from './Tabs.tsx';

const TABS = [
  { id: 'one', label: 'One' },
  { id: 'two', label: 'Two' },
  { id: 'three', label: 'Three' },
] as const;

function Harness() {
  const [selected, setSelected] = useState<(typeof TABS)[number]['id']>('one');
  return (
    <>
      <Tabs label="Sections" tabs={TABS} selected={selected} idBase="t" panelId={(tab) => `panel-${tab}`} onSelect={setSelected} />
      <div role="tabpanel" id={`panel-${selected}`} aria-labelledby={tabId('t', selected)}>
        {selected}
      </div>
    </>
  );
}

test('a tab list: the selected tab is the one Tab stop, arrows (wrapping), Home and End select and focus', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<Harness />);
  expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
  const one = screen.getByRole('tab', { name: 'One' });
  expect(one).toHaveAttribute('aria-selected', 'true');
  expect(one).toHaveAttribute('aria-controls', 'panel-one');
  expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('tabindex', '-1');
  expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('one');

  await user.tab();
  expect(one).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowRight}');
  expect(one).toHaveFocus();
  await user.keyboard('{End}');
  expect(screen.getByRole('tabpanel', { name: 'Three' })).toBeInTheDocument();
  await user.keyboard('{Home}');
  expect(one).toHaveAttribute('aria-selected', 'true');
  await user.click(screen.getByRole('tab', { name: 'Two' }));
  expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveTextContent('two');
});

test('a tab with an icon is named by its words alone; the icon is hidden from screen readers', () => {
  renderWithProviders(<Tabs label="Sections" tabs={[{ id: 'people', label: 'People', icon: Users }]} selected="people" idBase="i" panelId="p" onSelect={() => {}} />);
  const tab = screen.getByRole('tab', { name: 'People' });
  const glyph = tab.querySelector('svg');
  expect(glyph).not.toBeNull();
  expect(glyph).toHaveAttribute('aria-hidden', 'true');
});
