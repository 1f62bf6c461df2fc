import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { Faq } from './Faq.tsx';

// The FAQ section is itself a named region; answers are the regions inside it.
const openAnswers = () => screen.queryAllByRole('region').filter((region) => region.tagName !== 'SECTION');

test('one answer open at a time; clicking the open question closes it', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<Faq />);
  expect(screen.getByRole('heading', { level: 2, name: 'FAQs' }).closest('section')).toHaveAttribute('id', 'faqs');
  const free = screen.getByRole('button', { name: 'Is it free?' });
  const upload = screen.getByRole('button', { name: 'What can I upload?' });
  expect(screen.getAllByRole('button', { expanded: false }).length).toBeGreaterThanOrEqual(6);
  expect(openAnswers()).toHaveLength(0);

  await user.click(free);
  expect(free).toHaveAttribute('aria-expanded', 'true');
  const answer = screen.getByRole('region', { name: 'Is it free?' });
  expect(free).toHaveAttribute('aria-controls', answer.id);
  expect(answer).toHaveTextContent(/free/i);

  await user.click(upload);
  expect(upload).toHaveAttribute('aria-expanded', 'true');
  expect(free).toHaveAttribute('aria-expanded', 'false');
  expect(openAnswers()).toHaveLength(1);
  expect(screen.getByRole('region', { name: 'What can I upload?' })).toHaveTextContent(/PDFs, Word documents, presentations and images/);

  await user.click(upload);
  expect(upload).toHaveAttribute('aria-expanded', 'false');
  expect(openAnswers()).toHaveLength(0);
});

test('works by keyboard', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<Faq />);
  await user.tab();
  expect(screen.getByRole('button', { name: 'What is Lectern?' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: 'What is Lectern?' })).toHaveAttribute('aria-expanded', 'true');
});
