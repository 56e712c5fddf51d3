import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SignInForm } from './sign-in-form';

// The sign-in form is the one form (decision 0080) with the contract's login schema, loaded
// lazily: what is missing is said before anything is sent, the email goes trimmed and the
// password exactly as typed, and a refusal is shown in the error summary.

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderForm(answer: () => Response) {
  document.cookie = 'XSRF-TOKEN=token; path=/';
  const fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  const Stub = createRoutesStub([
    { path: '/login', Component: SignInForm },
    { path: '/dashboard', Component: () => <h1>Dashboard</h1> },
  ]);
  render(<Stub initialEntries={['/login']} />);
  return fetchMock;
}

describe('SignInForm', () => {
  it('says what is missing, focuses it, and sends nothing', async () => {
    const fetchMock = renderForm(() => json(500, {}));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Enter your email address' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed email and the password as typed, then goes to the dashboard', async () => {
    const fetchMock = renderForm(() => json(200, { user: { id: 7 } }));
    await userEvent.type(screen.getByLabelText('Email'), '  ada@example.test ');
    await userEvent.type(screen.getByLabelText('Password'), ' Demo-Password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/login',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ email: 'ada@example.test', password: ' Demo-Password-1' }),
      }),
    );
  });

  it('shows the server’s refusal in the alert', async () => {
    renderForm(() => json(422, { message: 'These credentials do not match our records.' }));
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveTextContent(
      'These credentials do not match our records.',
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});
