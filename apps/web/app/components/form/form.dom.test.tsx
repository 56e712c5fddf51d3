import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { employerRegisterBody } from '@techgold/contracts/signup';
import { Link, createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TextField } from '~/components/text-field';
import { api } from '~/lib/api-client';
import { CheckboxField } from './checkbox-field';
import { Form } from './form';
import { SelectField } from './select-field';
import { useForm } from './use-form';

// The one form (decision 0080), as a person meets it: the contract's schema checked in the
// browser, the real API client against a stubbed fetch, a router for the leaving guard.

const schema = employerRegisterBody.pick({
  first_name: true,
  contact_email: true,
  gender_id: true,
  alerts_preference: true,
});

const start = { first_name: '', contact_email: '', gender_id: '', alerts_preference: false };

function ProfileForm({
  onSaved,
  reload,
  lazy,
}: {
  onSaved?: (result: unknown) => void;
  reload?: () => Promise<typeof start>;
  lazy?: boolean;
}) {
  const form = useForm({
    fields: start,
    schema: lazy ? () => Promise.resolve(schema) : schema,
    submit: (values) => api.put<{ ok: true }>('/api/profile', values),
    onSuccess: (result) => {
      onSaved?.(result);
      return 'Your details are saved.';
    },
    reload,
  });
  return (
    <Form form={form} submitLabel="Save" busyLabel="Saving…">
      <TextField label="First name" {...form.field('first_name')} />
      <TextField label="Contact email" type="email" {...form.field('contact_email')} />
      <SelectField
        label="Gender"
        placeholder="Select your gender"
        options={[
          { value: 1, label: 'Woman' },
          { value: 2, label: 'Man' },
        ]}
        {...form.field('gender_id')}
      />
      <CheckboxField {...form.checkbox('alerts_preference')}>Send me alerts</CheckboxField>
    </Form>
  );
}

let requests: Array<{ path: string; body: unknown }>;
let release: (() => void) | null;

/** The API answers each PUT with the next of `answers`; `hold` keeps the next one waiting. */
function stubApi(...answers: Array<{ status: number; body: unknown; hold?: boolean }>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/sanctum/csrf-cookie') return new Response(null, { status: 204 });
      requests.push({ path: String(input), body: JSON.parse(String(init?.body)) });
      const answer = answers.shift()!;
      if (answer.hold) await new Promise<void>((resolve) => (release = resolve));
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
}

function renderForm(props: Parameters<typeof ProfileForm>[0] = {}) {
  const onSaved = vi.fn();
  const Stub = createRoutesStub([
    { path: '/', Component: () => <ProfileForm onSaved={onSaved} {...props} /> },
  ]);
  render(<Stub />);
  return { onSaved, user: userEvent.setup() };
}

async function fillValidValues(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('First name'), '  Ada ');
  await user.type(screen.getByLabelText('Contact email'), 'ada@example.test');
  await user.selectOptions(screen.getByLabelText('Gender'), 'Man');
  await user.click(screen.getByLabelText('Send me alerts'));
}

const save = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(await screen.findByRole('button', { name: 'Save' }));

const summary = () => screen.findByRole('alert', { name: 'There is a problem' });

beforeEach(() => {
  requests = [];
  release = null;
  document.cookie = 'XSRF-TOKEN=token; path=/';
  document.title = 'Profile';
});
afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('the one form', () => {
  it('lists every error in a focused summary, each a link to its field, before any request', async () => {
    stubApi();
    const { user, onSaved } = renderForm();
    await save(user);

    const box = await summary();
    expect(box).toHaveFocus();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Enter your first name',
      'Enter your contact email',
      'Select your gender',
    ]);
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
      'Enter your first name',
    );
    expect(screen.getByLabelText('First name')).toBeInvalid();
    expect(document.title).toBe('Error: Profile');

    await user.click(screen.getByRole('link', { name: 'Select your gender' }));
    expect(screen.getByLabelText('Gender')).toHaveFocus();
    expect(requests).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('checks with a schema loaded lazily, as the public pages do', async () => {
    stubApi();
    const { user } = renderForm({ lazy: true });
    await save(user);
    expect(await summary()).toHaveTextContent('Enter your first name');
    expect(requests).toEqual([]);
  });

  it('is pending while sending, then sends the parsed values and shows the result message', async () => {
    stubApi({ status: 200, body: { ok: true }, hold: true });
    const { user, onSaved } = renderForm();
    await fillValidValues(user);
    await save(user);

    const busy = await screen.findByRole('button', { name: 'Saving…' });
    expect(busy).toBeDisabled();
    await act(async () => release?.());

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ ok: true }));
    expect(requests).toEqual([
      {
        path: '/api/profile',
        body: {
          first_name: 'Ada',
          contact_email: 'ada@example.test',
          gender_id: 2,
          alerts_preference: true,
        },
      },
    ]);
    const message = await screen.findByText('Your details are saved.');
    const region = message.closest('[data-result]')!;
    await waitFor(() => expect(region).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

    // The message describes the saved form: typing again clears it.
    await user.type(screen.getByLabelText('First name'), 'x');
    expect(screen.queryByText('Your details are saved.')).toBeNull();
  });

  it("puts a 422's first message under each field and lists it in the summary", async () => {
    stubApi({
      status: 422,
      body: {
        message: 'The first name is taken. (and 1 more error)',
        errors: {
          first_name: ['The first name is taken.', 'A second message'],
          organisation_id: ['The organisation is closed.'],
        },
      },
    });
    const { user } = renderForm();
    await fillValidValues(user);
    await save(user);

    const box = await summary();
    expect(box).toHaveFocus();
    expect(screen.getByRole('link', { name: 'The first name is taken.' })).toBeInTheDocument();
    // A field the form does not draw: in the summary, without a link.
    expect(box).toHaveTextContent('The organisation is closed.');
    expect(screen.queryByRole('link', { name: 'The organisation is closed.' })).toBeNull();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
      'The first name is taken.',
    );
    expect(screen.queryByText('A second message')).toBeNull();
  });

  it('offers the latest version after a 409, and loads it into the fields', async () => {
    stubApi({ status: 409, body: { message: 'This record has changed since you opened it.' } });
    const reload = vi.fn(async () => ({ ...start, first_name: 'Grace' }));
    const { user } = renderForm({ reload });
    await fillValidValues(user);
    await save(user);

    const box = await summary();
    expect(box).toHaveTextContent('This record has changed since you opened it.');
    await user.click(screen.getByRole('button', { name: 'Load the latest version' }));

    expect(reload).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Grace'));
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).toBeNull();
    const message = screen.getByText('The latest version is loaded. Make your changes again.');
    await waitFor(() => expect(message.closest('[data-result]')).toHaveFocus());
  });

  it('shows any other failure in the summary', async () => {
    stubApi({ status: 503, body: { message: 'The service is unavailable.' } });
    const { user } = renderForm();
    await fillValidValues(user);
    await save(user);
    expect(await summary()).toHaveTextContent('The service is unavailable.');
  });
});

describe('the unsaved-changes guard', () => {
  function renderInRouter() {
    const Stub = createRoutesStub([
      {
        path: '/form',
        Component: () => (
          <>
            <Link to="/elsewhere">Somewhere else</Link>
            <ProfileForm />
          </>
        ),
      },
      { path: '/elsewhere', Component: () => <h1>Elsewhere</h1> },
    ]);
    render(<Stub initialEntries={['/form']} />);
    return userEvent.setup();
  }

  it('lets an unchanged form go without asking', async () => {
    stubApi();
    const user = renderInRouter();
    await user.click(await screen.findByRole('link', { name: 'Somewhere else' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('asks before leaving a changed form, with focus on staying', async () => {
    stubApi();
    const user = renderInRouter();
    await user.type(await screen.findByLabelText('First name'), 'Ada');
    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: 'You have changes that are not saved',
    });
    expect(screen.getByRole('button', { name: 'Stay on this page' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(dialog).not.toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByRole('link', { name: 'Somewhere else' })).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('asks the browser before the tab closes with changes', async () => {
    stubApi();
    const user = renderInRouter();
    await user.type(await screen.findByLabelText('First name'), 'Ada');
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
