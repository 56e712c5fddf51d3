import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@techgold/contracts/messages';
import { employerRegisterBody } from '@techgold/contracts/signup';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TextField } from '~/components/text-field';
import { api } from '~/lib/api-client';
import { CheckboxField } from './checkbox-field';
import { MemberForm } from './member-form';
import { SelectField } from './select-field';
import { useMemberForm } from './use-member-form';

// A member form built the way decision 0050 says: a contract schema, the field components
// spread with field(name), the real API client against a stubbed fetch.

const schema = employerRegisterBody.pick({
  first_name: true,
  contact_email: true,
  gender_id: true,
  alerts_preference: true,
});

function ProfileForm({ onSaved }: { onSaved?: (result: unknown) => void }) {
  const form = useMemberForm({
    schema,
    defaultValues: { first_name: '', contact_email: '', gender_id: '', alerts_preference: false },
    submit: (values) => api.put<{ ok: true }>('/api/profile', values),
    onSuccess: onSaved,
  });
  return (
    <MemberForm form={form} submitLabel="Save" busyLabel="Saving…">
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
      <CheckboxField {...form.register('alerts_preference')}>Send me alerts</CheckboxField>
    </MemberForm>
  );
}

let requests: Array<{ path: string; body: unknown }>;

/** The API answers each PUT with the next of `answers`. */
function stubApi(...answers: Array<{ status: number; body: unknown }>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/sanctum/csrf-cookie') return new Response(null, { status: 204 });
      requests.push({ path: String(input), body: JSON.parse(String(init?.body)) });
      const answer = answers.shift()!;
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
}

function renderForm() {
  const onSaved = vi.fn();
  render(<ProfileForm onSaved={onSaved} />);
  return { onSaved, user: userEvent.setup() };
}

async function fillValidValues(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), '  Ada ');
  await user.type(screen.getByLabelText('Contact email'), 'ada@example.test');
  await user.selectOptions(screen.getByLabelText('Gender'), 'Man');
  await user.click(screen.getByLabelText('Send me alerts'));
}

const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Save' }));

/** The field's error, tied to it as its accessible description. */
const expectFieldError = (label: string, message: string) =>
  expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);

/** The alert and its focusable wrapper (FormAlert focuses the wrapper). */
async function formAlert() {
  const alert = await screen.findByRole('alert');
  return { alert, focusTarget: alert.parentElement! };
}

beforeEach(() => {
  requests = [];
  document.cookie = 'XSRF-TOKEN=token; path=/';
});
afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('MemberForm with useMemberForm', () => {
  it('shows the schema errors under the fields before any request', async () => {
    stubApi();
    const { user, onSaved } = renderForm();
    await save(user);

    const { alert, focusTarget } = await formAlert();
    expect(alert).toHaveTextContent(messages.correctErrors);
    expect(focusTarget).toHaveFocus();
    expectFieldError('First name', 'Enter your first name');
    expect(screen.getByLabelText('First name')).toBeInvalid();
    expectFieldError('Contact email', 'Enter your contact email');
    expectFieldError('Gender', 'Select your gender');
    expect(requests).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('sends the parsed values and reports success', async () => {
    stubApi({ status: 200, body: { ok: true } });
    const { user, onSaved } = renderForm();
    await fillValidValues(user);
    await save(user);

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
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("puts a 422's first message for each field under that field and focuses the alert", async () => {
    stubApi({
      status: 422,
      body: {
        message: 'The first name is taken. (and 1 more error)',
        errors: {
          first_name: ['The first name is taken.', 'A second message'],
          contact_email: ['The contact email has already been used.'],
        },
      },
    });
    const { user, onSaved } = renderForm();
    await fillValidValues(user);
    await save(user);

    const { alert, focusTarget } = await formAlert();
    expect(alert).toHaveTextContent(messages.correctErrors);
    expect(focusTarget).toHaveFocus();
    expectFieldError('First name', 'The first name is taken.');
    expectFieldError('Contact email', 'The contact email has already been used.');
    expect(screen.getByLabelText('Gender')).not.toBeInvalid();
    expect(screen.queryByText('A second message')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a message for a field the form does not show in the alert', async () => {
    stubApi({
      status: 422,
      body: {
        message: 'The organisation is closed.',
        errors: {
          organisation_id: ['The organisation is closed.'],
          first_name: ['The first name is taken.'],
        },
      },
    });
    const { user } = renderForm();
    await fillValidValues(user);
    await save(user);

    const { alert } = await formAlert();
    expect(alert).toHaveTextContent('The organisation is closed.');
    expectFieldError('First name', 'The first name is taken.');
  });

  it('shows any other failure in the alert, and clears it on the next good submit', async () => {
    stubApi(
      { status: 503, body: { message: 'The service is unavailable.' } },
      { status: 200, body: { ok: true } },
    );
    const { user, onSaved } = renderForm();
    await fillValidValues(user);
    await save(user);

    const { alert, focusTarget } = await formAlert();
    expect(alert).toHaveTextContent('The service is unavailable.');
    expect(focusTarget).toHaveFocus();

    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requests).toHaveLength(2);
  });

  it('sends even when the form has nothing to do after success (no onSuccess)', async () => {
    stubApi({ status: 200, body: { ok: true } });
    render(<ProfileForm />);
    const user = userEvent.setup();
    await fillValidValues(user);
    await save(user);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.path).toBe('/api/profile');
  });

  it('submits with Enter in a field, and is busy while the request runs', async () => {
    let answer!: (response: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((resolve) => {
            requests.push({ path: String(input), body: JSON.parse(String(init?.body)) });
            answer = resolve;
          }),
      ),
    );
    const { user, onSaved } = renderForm();
    await fillValidValues(user);
    await user.type(screen.getByLabelText('First name'), '{Enter}');
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    answer(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ ok: true }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(requests).toHaveLength(1);
  });
});
