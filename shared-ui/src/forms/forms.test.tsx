import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../testing/index.ts';
import {
  applyServerFieldErrors,
  Checkbox,
  fieldProps,
  fileFieldProps,
  FileInputField,
  formatFileSize,
  FormError,
  PasswordField,
  Select,
  SubmitButton,
  TextAreaField,
  TextField,
} from './index.ts';

test('TextField: labelled, hint and error tied to the input, invalid only with an error', () => {
  const { rerender } = renderWithProviders(<TextField label="Email" name="email" type="email" hint="Your university address" />);
  const input = screen.getByLabelText('Email');
  expect(input).toHaveAttribute('type', 'email');
  expect(input).toHaveAttribute('name', 'email');
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).toHaveAccessibleDescription('Your university address');

  rerender(<TextField label="Email" name="email" type="email" error="Email is required" />);
  const invalid = screen.getByLabelText('Email');
  expect(invalid).toHaveAttribute('aria-invalid', 'true');
  expect(invalid).toHaveAccessibleDescription('Email is required');
  expect(screen.getByText('Email is required')).toBeVisible();
});

test('TextField is controlled by plain props', async () => {
  function Controlled() {
    const [value, setValue] = useState('');
    return (
      <>
        <TextField label="Full name" name="fullName" value={value} onChange={(e) => setValue(e.target.value)} />
        <output>{value}</output>
      </>
    );
  }
  renderWithProviders(<Controlled />);
  await userEvent.setup({ delay: null }).type(screen.getByLabelText('Full name'), 'Ada Obi');
  expect(screen.getByRole('status')).toHaveTextContent('Ada Obi');
});

test('PasswordField: the toggle reads Show password / Hide password and reports aria-pressed', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<PasswordField label="Password" name="password" error="Password is required" />);
  const input = screen.getByLabelText('Password');
  expect(input).toHaveAttribute('type', 'password');
  expect(input).toHaveAccessibleDescription('Password is required');

  const toggle = screen.getByRole('button', { name: 'Show password' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(toggle).toHaveAttribute('type', 'button');
  await user.click(toggle);
  expect(input).toHaveAttribute('type', 'text');
  expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(input).toHaveAttribute('type', 'password');
});

test('Checkbox: children label it; the error describes it', async () => {
  const onChange = jest.fn();
  renderWithProviders(
    <Checkbox name="terms" checked={false} onChange={onChange} error="You must agree to continue">
      I agree to the terms
    </Checkbox>,
  );
  const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(box).toHaveAccessibleDescription('You must agree to continue');
  await userEvent.setup({ delay: null }).click(box);
  expect(onChange).toHaveBeenCalledTimes(1);
});

test('Select: a native select with its label, placeholder option, options and error', async () => {
  const onChange = jest.fn();
  renderWithProviders(
    <Select
      label="Faculty"
      name="faculty"
      value=""
      onChange={(e) => onChange(e.target.value)}
      placeholder="Select a faculty"
      options={[
        { value: 'f1', label: 'Science' },
        { value: 'f2', label: 'Engineering' },
      ]}
      error="Pick one"
    />,
  );
  const select = screen.getByRole('combobox', { name: 'Faculty' });
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Select a faculty', 'Science', 'Engineering']);
  expect(select).toHaveAccessibleDescription('Pick one');
  await userEvent.setup({ delay: null }).selectOptions(select, 'Engineering');
  expect(onChange).toHaveBeenCalledWith('f2');
});

test('Select draws its own chevron, hidden from assistive technology, and clicks pass through it', () => {
  const { container } = renderWithProviders(<Select label="Level" name="level" options={[{ value: '100', label: '100' }]} />);
  const chevron = container.querySelector('svg');
  expect(chevron).toHaveAttribute('aria-hidden', 'true');
  expect(chevron?.getAttribute('class')).toContain('lucide-chevron-down');
  expect(getComputedStyle(chevron?.parentElement as HTMLElement).pointerEvents).toBe('none');
  expect(getComputedStyle(screen.getByRole('combobox', { name: 'Level' })).appearance).toBe('none');
});

test('FormError is an alert, and nothing when empty', () => {
  const { rerender } = renderWithProviders(<FormError>{null}</FormError>);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  rerender(<FormError>Signup failed. Please try again.</FormError>);
  expect(screen.getByRole('alert')).toHaveTextContent('Signup failed. Please try again.');
});

test('SubmitButton submits, and while loading is disabled and shows the loading text', () => {
  const { rerender } = renderWithProviders(<SubmitButton>Continue</SubmitButton>);
  const button = screen.getByRole('button', { name: 'Continue' });
  expect(button).toHaveAttribute('type', 'submit');
  expect(button).toBeEnabled();

  rerender(<SubmitButton loading>Continue</SubmitButton>);
  expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();

  rerender(<SubmitButton loading loadingText="Sending...">Send Link</SubmitButton>);
  expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
});

test('TextAreaField: a labelled textarea, hint and error tied to it', () => {
  const { rerender } = renderWithProviders(<TextAreaField label="Description" name="description" hint="A line or two" rows={2} />);
  const area = screen.getByRole('textbox', { name: 'Description' });
  expect(area.tagName).toBe('TEXTAREA');
  expect(area).not.toHaveAttribute('aria-invalid');
  expect(area).toHaveAccessibleDescription('A line or two');

  rerender(<TextAreaField label="Description" name="description" error="Too long" />);
  expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription('Too long');
});

test('fieldProps: the error shows only once the field was visited', () => {
  const form = {
    values: { title: 'Notes', pages: 3 },
    errors: { title: 'Too short' },
    touched: {},
    handleChange: jest.fn(),
    handleBlur: jest.fn(),
  };
  expect(fieldProps(form, 'pages')).toMatchObject({ name: 'pages', value: '3', error: undefined });
  expect(fieldProps(form, 'title').error).toBeUndefined();
  expect(fieldProps({ ...form, touched: { title: true } }, 'title').error).toBe('Too short');
});

test('FileInputField: a labelled file input, hint and error tied to it, reporting the picked file', async () => {
  const onFile = jest.fn();
  const { rerender } = renderWithProviders(<FileInputField label="Image (optional)" name="image" accept="image/png" hint="PNG, up to 5MB." onFile={onFile} />);
  const input = screen.getByLabelText('Image (optional)');
  expect(input).toHaveAttribute('type', 'file');
  expect(input).toHaveAttribute('accept', 'image/png');
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).toHaveAccessibleDescription('PNG, up to 5MB.');
  const file = new File(['x'], 'cover.png', { type: 'image/png' });
  await userEvent.setup({ delay: null }).upload(input as HTMLInputElement, file);
  expect(onFile).toHaveBeenCalledWith(file);

  rerender(<FileInputField label="Image (optional)" name="image" accept="image/png" hint="PNG, up to 5MB." error="Too large" onFile={onFile} />);
  expect(screen.getByLabelText('Image (optional)')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Image (optional)')).toHaveAccessibleDescription('Too large PNG, up to 5MB.');
});

test('FileInputField is a drop zone: the prompt, the types and limit, then the chosen file with its size and a Remove button', async () => {
  const user = userEvent.setup({ delay: null });
  const onFile = jest.fn();
  renderWithProviders(<FileInputField label="File" name="file" accept=".pdf" hint="PDF, up to 20 MB" onFile={onFile} />);
  expect(screen.getByText('Choose a file')).toBeVisible();
  expect(screen.getByText(/or drop it here/)).toBeVisible();
  expect(screen.getByText('PDF, up to 20 MB')).toBeVisible();
  expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();

  const input = screen.getByLabelText('File') as HTMLInputElement;
  const file = new File(['x'.repeat(1536)], 'notes.pdf', { type: 'application/pdf' });
  await user.upload(input, file);
  expect(onFile).toHaveBeenLastCalledWith(file);
  expect(screen.getByText('notes.pdf')).toBeVisible();
  expect(screen.getByText('1.5 KB')).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Remove notes.pdf' }));
  expect(onFile).toHaveBeenLastCalledWith(null);
  expect(screen.queryByText('notes.pdf')).not.toBeInTheDocument();
  expect(input.value).toBe('');
  expect(input).toHaveFocus();
});

test('FileInputField: the field is reached by Tab, and a file dropped on the zone is reported and shown', async () => {
  const onFile = jest.fn();
  renderWithProviders(<FileInputField label="File" name="file" accept=".pdf" hint="PDF, up to 20 MB" onFile={onFile} />);
  await userEvent.setup({ delay: null }).tab();
  expect(screen.getByLabelText('File')).toHaveFocus();

  const zone = screen.getByText('PDF, up to 20 MB').parentElement as HTMLElement;
  const file = new File(['%PDF'], 'slides.pdf', { type: 'application/pdf' });
  fireEvent.dragOver(zone, { dataTransfer: { files: [file], dropEffect: 'none' } });
  expect(zone).toHaveAttribute('data-dragging', 'true');
  fireEvent.drop(zone, { dataTransfer: { files: [file] } });
  expect(zone).not.toHaveAttribute('data-dragging');
  expect(onFile).toHaveBeenCalledWith(file);
  expect(screen.getByText('slides.pdf')).toBeVisible();
  expect(screen.getByText('4 B')).toBeVisible();
});

test('FileInputField given the form\'s file shows it, and shows none once the form clears it', () => {
  const file = new File(['x'], 'cover.png', { type: 'image/png' });
  const props = { label: 'Image', name: 'image', accept: 'image/png', hint: 'PNG', onFile: jest.fn() };
  const { rerender } = renderWithProviders(<FileInputField {...props} file={file} />);
  expect(screen.getByText('cover.png')).toBeVisible();
  rerender(<FileInputField {...props} file={null} />);
  expect(screen.queryByText('cover.png')).not.toBeInTheDocument();
});

test('formatFileSize reads as a person would say it', () => {
  expect(formatFileSize(512)).toBe('512 B');
  expect(formatFileSize(1536)).toBe('1.5 KB');
  expect(formatFileSize(20 * 1024 * 1024)).toBe('20 MB');
  expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
  expect(formatFileSize(123 * 1024)).toBe('123 KB');
});

test('fileFieldProps: a picked file is set and marked visited without validating twice; the error waits for the visit', () => {
  const form = { errors: { image: 'Too large' }, touched: {}, setFieldValue: jest.fn(), setFieldTouched: jest.fn() };
  const props = fileFieldProps<{ image: File | null }>(form, 'image');
  expect(props).toMatchObject({ name: 'image', error: undefined });
  const file = new File(['x'], 'cover.png');
  props.onFile(file);
  expect(form.setFieldValue).toHaveBeenCalledWith('image', file);
  expect(form.setFieldTouched).toHaveBeenCalledWith('image', true, false);
  expect(fileFieldProps<{ image: File | null }>({ ...form, touched: { image: true } }, 'image').error).toBe('Too large');
  expect(props.file).toBeUndefined();
  expect(fileFieldProps<{ image: File | null }>({ ...form, values: { image: file } }, 'image').file).toBe(file);
  expect(fileFieldProps<{ image: File | null }>({ ...form, values: { image: null } }, 'image').file).toBeNull();
});

test('applyServerFieldErrors: maps the server fields of an ApiError onto the form, else says false', () => {
  const form = { setErrors: jest.fn(), setTouched: jest.fn(() => Promise.resolve()) };
  const apiError = Object.assign(new Error('Invalid'), {
    name: 'ApiError',
    errors: [
      { field: 'email', message: 'Email is taken' },
      { field: 'other', message: 'Ignored' },
    ],
  });
  expect(applyServerFieldErrors<{ emailAddress: string }>(form, apiError, { email: 'emailAddress' })).toBe(true);
  expect(form.setTouched).toHaveBeenCalledWith({ emailAddress: true }, false);
  expect(form.setErrors).toHaveBeenCalledWith({ emailAddress: 'Email is taken' });

  expect(applyServerFieldErrors<{ emailAddress: string }>(form, new Error('Invalid'), { email: 'emailAddress' })).toBe(false);
  expect(applyServerFieldErrors<{ emailAddress: string }>(form, apiError, {})).toBe(false);
});
