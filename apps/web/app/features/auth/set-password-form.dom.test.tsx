import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SetPasswordForm } from './set-password-form';

// A link from the account page's Reset Password also takes the current password: the form
// asks for it, sends it, and shows the server's refusal under it (not as a dead link).

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderForm(currentPasswordRequired: boolean, answer: () => Response) {
  document.cookie = 'XSRF-TOKEN=token; path=/';
  const fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  const onDone = vi.fn();
  const onInvalidLink = vi.fn();
  render(
    <SetPasswordForm
      userId="7"
      code="abc"
      email="ada@example.test"
      currentPasswordRequired={currentPasswordRequired}
      onDone={onDone}
      onInvalidLink={onInvalidLink}
    />,
  );
  return { fetchMock, onDone, onInvalidLink };
}

async function fillNew(password = 'New-Password-9') {
  await userEvent.type(screen.getByLabelText('Password', { exact: true }), password);
  await userEvent.type(screen.getByLabelText('Repeat Password'), password);
}

describe('SetPasswordForm', () => {
  it('an emailed link asks only for the new password', async () => {
    const { fetchMock, onDone } = renderForm(false, () => json(200, { message: 'Done.' }));
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await fillNew();
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('Done.'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/set-password',
      expect.objectContaining({
        body: JSON.stringify({ password: 'New-Password-9', user_id: '7', code: 'abc' }),
      }),
    );
  });

  it('a link from the account page sends the current password too', async () => {
    const { fetchMock, onDone } = renderForm(true, () => json(200, { message: 'Done.' }));
    await userEvent.type(screen.getByLabelText('Current password'), 'Old-Password-1');
    await fillNew();
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/set-password',
      expect.objectContaining({
        body: JSON.stringify({
          password: 'New-Password-9',
          user_id: '7',
          code: 'abc',
          current_password: 'Old-Password-1',
        }),
      }),
    );
  });

  it('a wrong current password is shown under its field, and the link stays usable', async () => {
    const { onInvalidLink } = renderForm(true, () =>
      json(422, {
        message: 'Your current password is not correct.',
        errors: { current_password: ['Your current password is not correct.'] },
      }),
    );
    await userEvent.type(screen.getByLabelText('Current password'), 'Guess-1');
    await fillNew();
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
        /Your current password is not correct\./,
      ),
    );
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    // The error summary takes focus (decision 0080); its link leads to the field.
    await vi.waitFor(() =>
      expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveFocus(),
    );
    await userEvent.click(
      screen.getByRole('link', { name: 'Your current password is not correct.' }),
    );
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    expect(onInvalidLink).not.toHaveBeenCalled();
  });
});
