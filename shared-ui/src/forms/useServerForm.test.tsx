import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/index.ts';
import { ChoiceFieldset, fieldProps, FormButtons, FormError, FormStack, TextField, useServerForm, type ServerFormConfig } from './index.ts';

interface Values {
  title: string;
  note: string;
}

/** shared-api's ApiError as the server's answer carries it (recognised by its name). */
const apiError = (errors: { field: string; message: string }[]) => Object.assign(new Error('Refused'), { name: 'ApiError', errors });

type Options = Pick<ServerFormConfig<Values, string>, 'submit' | 'onDone' | 'onFailure' | 'formError'>;

function Harness(options: Options) {
  const { form, failure, formProps } = useServerForm<Values, string>({
    initialValues: { title: '', note: '' },
    serverFields: { title: 'title', body: 'note' },
    failureMessage: (error) => (error instanceof Error ? `${error.message}.` : 'Failed.'),
    ...options,
  });
  return (
    <FormStack {...formProps} aria-label="Post">
      <FormError>{failure}</FormError>
      <TextField {...fieldProps(form, 'title')} label="Title" />
      <TextField {...fieldProps(form, 'note')} label="Note" />
      <FormButtons submitting={form.isSubmitting} submitLabel="Send" submittingLabel="Sending..." onCancel={() => undefined} />
    </FormStack>
  );
}

test('a refusal naming fields shows on those fields, focuses the first, and no form-level error', async () => {
  const onFailure = jest.fn();
  renderWithProviders(<Harness submit={() => Promise.reject(apiError([{ field: 'body', message: 'Too long' }]))} onFailure={onFailure} />);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  const note = screen.getByRole('textbox', { name: 'Note' });
  expect(note).toHaveAccessibleDescription('Too long');
  await waitFor(() => expect(note).toHaveFocus());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(onFailure).toHaveBeenCalledWith('Refused.', expect.any(Error), true);
});

test('a refusal no field takes is the form-level error; with formError "always" a placed one is too', async () => {
  const { unmount } = renderWithProviders(<Harness submit={() => Promise.reject(new Error('Offline'))} />);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Offline.');
  unmount();

  renderWithProviders(<Harness formError="always" submit={() => Promise.reject(apiError([{ field: 'title', message: 'Taken' }]))} />);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Refused.');
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Taken');
});

test('formError as a test: only the refusals it picks are said above the fields', async () => {
  const picked = (error: unknown) => error instanceof Error && error.message === 'Conflict';
  const { unmount } = renderWithProviders(<Harness formError={picked} submit={() => Promise.reject(new Error('Offline'))} />);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await screen.findByRole('button', { name: 'Send' });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  unmount();

  renderWithProviders(<Harness formError={picked} submit={() => Promise.reject(new Error('Conflict'))} />);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Conflict.');
});

test('a send that succeeds hands its result to onDone; the submit reads busy meanwhile', async () => {
  let resolve: (value: string) => void = () => undefined;
  const onDone = jest.fn();
  renderWithProviders(<Harness submit={() => new Promise<string>((done) => (resolve = done))} onDone={onDone} />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Notes');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  resolve('saved');
  expect(await screen.findByRole('button', { name: 'Send' })).toBeEnabled();
  expect(onDone).toHaveBeenCalledWith('saved', expect.anything());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('ChoiceFieldset: radio buttons under a legend, reporting the choice, the error read with the group', async () => {
  const onChange = jest.fn();
  const options = [
    { value: 'spam', label: 'Spam' },
    { value: 'other', label: 'Other' },
  ] as const;
  const { rerender } = renderWithProviders(<ChoiceFieldset legend="Reason" name="reason" options={options} value="" onChange={onChange} />);
  const group = screen.getByRole('group', { name: 'Reason' });
  expect(screen.getByRole('radio', { name: 'Spam' })).not.toBeChecked();
  await userEvent.click(screen.getByRole('radio', { name: 'Other' }));
  expect(onChange).toHaveBeenCalledWith('other');
  expect(group).not.toHaveAccessibleDescription();

  rerender(<ChoiceFieldset legend="Reason" name="reason" options={options} value="spam" onChange={onChange} error="Choose a reason" />);
  expect(screen.getByRole('radio', { name: 'Spam' })).toBeChecked();
  expect(screen.getByRole('group', { name: 'Reason' })).toHaveAccessibleDescription('Choose a reason');
});
