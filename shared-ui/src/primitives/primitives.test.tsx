import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/index.ts';
import { Button } from './Button.tsx';
import { ButtonLink } from './ButtonLink.tsx';
import Search from 'lucide-react/icons/search';
import { DropdownMenu, MenuItemStyles } from './DropdownMenu.tsx';
import { Icon } from './Icon.tsx';
import { Skeleton } from './Skeleton.tsx';
import { Spinner } from './Spinner.tsx';

test('Button is a real button that does not submit by default and forwards clicks', async () => {
  const onClick = jest.fn();
  renderWithProviders(
    <form onSubmit={() => { throw new Error('submitted'); }}>
      <Button variant="secondary" size="sm" onClick={onClick}>Save</Button>
      <Button disabled>Off</Button>
    </form>,
  );
  const save = screen.getByRole('button', { name: 'Save' });
  expect(save).toHaveAttribute('type', 'button');
  await userEvent.setup({ delay: null }).click(save);
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Off' })).toBeDisabled();
});

test('ButtonLink is a link', () => {
  renderWithProviders(<ButtonLink to="/auth/signup" variant="ghost">Join</ButtonLink>);
  expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/auth/signup');
});

test('Spinner is a status with its label, hidden or shown', () => {
  renderWithProviders(
    <>
      <Spinner label="Validating" showLabel />
      <Spinner />
    </>,
  );
  const [shown, hidden] = screen.getAllByRole('status') as [HTMLElement, HTMLElement];
  expect(shown).toHaveTextContent('Validating');
  expect(screen.getByText('Validating')).not.toHaveClass('visually-hidden');
  expect(hidden).toHaveTextContent('Loading...');
  expect(screen.getByText('Loading...')).toHaveClass('visually-hidden');
});

test('Skeleton is hidden from assistive tech', () => {
  renderWithProviders(<Skeleton data-testid="bone" width="4rem" />);
  expect(screen.getByTestId('bone')).toHaveAttribute('aria-hidden', 'true');
});

test('DropdownMenu toggles, closes on Escape (focus back) and outside press and when an item acts', async () => {
  const user = userEvent.setup({ delay: null });
  const onLogout = jest.fn();
  renderWithProviders(
    <>
      <p>Elsewhere</p>
      <DropdownMenu label="Ada">
        {(close) => (
          <MenuItemStyles>
            <button type="button" onClick={() => { onLogout(); close(); }}>Logout</button>
          </MenuItemStyles>
        )}
      </DropdownMenu>
    </>,
  );
  const trigger = screen.getByRole('button', { name: 'Ada' });
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();

  await user.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(document.getElementById(trigger.getAttribute('aria-controls') ?? '')).toBeVisible();
  await user.keyboard('{Escape}');
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  expect(trigger).toHaveFocus();

  await user.click(trigger);
  await user.click(screen.getByText('Elsewhere'));
  expect(trigger).toHaveAttribute('aria-expanded', 'false');

  await user.click(trigger);
  await user.click(screen.getByRole('button', { name: 'Logout' }));
  expect(onLogout).toHaveBeenCalled();
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test('Icon is hidden beside words and named when it stands alone, sized from the theme', () => {
  renderWithProviders(
    <>
      <button type="button"><Icon icon={Search} />Search</button>
      <Icon icon={Search} size="lg" label="Find" />
    </>,
  );
  expect(screen.getByRole('button', { name: 'Search' }).querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  const named = screen.getByRole('img', { name: 'Find' });
  expect(named).toHaveAttribute('width', '24');
  expect(named).not.toHaveAttribute('aria-hidden');
});
