import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '~/components/text-field';
import { FormAlert } from './form-alert';

// The error summary above a form (GOV.UK style): it takes focus when it appears and again on
// each failed attempt, lists every field error as a link, and a link puts the cursor in its
// field; one error that says the same as the message needs no list.

function Form({
  message,
  errors,
}: {
  message: string | null;
  errors: { email?: string; phone?: string };
}) {
  const [attempt, setAttempt] = useState(1);
  return (
    <form>
      <FormAlert message={message} attempt={attempt} />
      <TextField label="Email" name="email" error={errors.email} />
      <TextField label="Phone" name="phone" error={errors.phone} />
      <button type="button" onClick={() => setAttempt((n) => n + 1)}>
        Try again
      </button>
    </form>
  );
}

describe('FormAlert', () => {
  it('is announced and takes focus, listing each field error as a link', () => {
    render(
      <Form
        message="Please correct errors in the form"
        errors={{ email: 'Enter an email address', phone: 'Enter a phone number' }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please correct errors in the form');
    // The alert's frame holds the focus (it is what the screen reader reads first).
    expect(alert.parentElement).toHaveFocus();
    const links = within(alert).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Enter an email address',
      'Enter a phone number',
    ]);
    expect(links[0]).toHaveAttribute('href', `#${screen.getByLabelText('Email').id}`);
  });

  it('puts the cursor in the field a link names', async () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    render(
      <Form
        message="Please correct errors in the form"
        errors={{ email: 'Enter an email address', phone: 'Enter a phone number' }}
      />,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Enter a phone number' }));
    expect(screen.getByLabelText('Phone')).toHaveFocus();
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Enter a phone number');
    expect(scroll).toHaveBeenCalled();
  });

  it('keyboard: Tab from the alert reaches the first link, Enter follows it', async () => {
    Element.prototype.scrollIntoView = vi.fn();
    render(<Form message="Please correct errors in the form" errors={{ phone: 'Too short' }} />);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Too short' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('Phone')).toHaveFocus();
  });

  it('needs no list when its one error says the same as the message', () => {
    render(<Form message="Enter an email address" errors={{ email: 'Enter an email address' }} />);
    expect(within(screen.getByRole('alert')).queryByRole('link')).toBeNull();
  });

  it('takes focus again on the next failed attempt, and shows nothing without a message', async () => {
    const { rerender } = render(
      <Form message="Something went wrong. Please try again." errors={{}} />,
    );
    const frame = screen.getByRole('alert').parentElement!;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(frame).toHaveFocus();
    rerender(<Form message={null} errors={{}} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
