import type { CourseSelectionItem } from '@lectern/shared-api/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/index.ts';
import { CoursePicker, type CourseSearchHook } from './CoursePicker.tsx';

const course = { id: 'c1', courseCode: 'CSC101', courseName: 'Introduction to Computing' } as CourseSelectionItem;

test('it searches what is typed, hands on the chosen course, then stops searching and hides its footer', async () => {
  const searched: string[] = [];
  const useCourses: CourseSearchHook = (text) => {
    searched.push(text);
    return { courses: text ? [course] : [], isLoading: false, isError: false };
  };
  const onChange = jest.fn();
  renderWithProviders(
    <CoursePicker useCourses={useCourses} label="Course" hint="Type a course code or name." onChange={onChange} footer={<p>Not listed?</p>}>
      {(search) => <output aria-label="Searching">{search}</output>}
    </CoursePicker>,
  );
  expect(screen.getByText('Not listed?')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('combobox', { name: 'Course' }), 'csc');
  expect(searched).toContain('csc');
  expect(screen.getByRole('status', { name: 'Searching' })).toHaveTextContent('csc');
  await userEvent.click(screen.getByRole('option', { name: /CSC 101/ }));
  expect(onChange).toHaveBeenCalledWith(course);
  expect(searched[searched.length - 1]).toBe('');
  expect(screen.queryByText('Not listed?')).not.toBeInTheDocument();
});

test('when nothing matches, the list offers what noMatch draws for the typed text', async () => {
  renderWithProviders(
    <CoursePicker
      useCourses={() => ({ courses: [], isLoading: false, isError: false })}
      label="Course"
      hint="Type a course code or name."
      onChange={() => undefined}
      noMatch={(text) => <button type="button">Suggest {text}</button>}
    />,
  );
  await userEvent.type(screen.getByRole('combobox', { name: 'Course' }), 'xyz');
  expect(await screen.findByRole('button', { name: 'Suggest xyz' })).toBeInTheDocument();
});
