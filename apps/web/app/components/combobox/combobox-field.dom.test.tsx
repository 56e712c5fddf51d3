import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { idParam } from '@techgold/contracts/admin/common';
import { z } from '@techgold/contracts/zod';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Form } from '../form/form';
import { useForm } from '../form/use-form';
import { ComboboxField, type Choice, type Lookup } from './combobox-field';

// The console's picker (decision 0095) as staff meet it: type part of a name, move with the
// arrows, Enter chooses; Escape puts the old choice back; nothing found says so; the count is
// announced; the next page comes on Down past the last; and it is one field of the one form.

const names = [
  'Harbour Analytics',
  'Harbour Systems',
  'Northharbour Ltd',
  ...Array.from({ length: 42 }, (_, i) => `Acme ${String(i + 1).padStart(2, '0')}`),
];
const employers: Choice[] = names.map((label, i) => ({ id: i + 1, label }));

/** A server of 45 employers, 20 a page, matching any part of the name. */
function fakeServer() {
  return vi.fn<Lookup>(async (text, offset) => {
    const matches = employers.filter((e) => e.label.toLowerCase().includes(text.toLowerCase()));
    return { items: matches.slice(offset, offset + 20), total: matches.length };
  });
}

function EmployerForm({
  lookup,
  submit,
  start = { id: '', label: '' },
  optional = false,
}: {
  lookup: Lookup;
  submit: (values: { employer_id: number | null }) => Promise<unknown>;
  start?: { id: string; label: string };
  optional?: boolean;
}) {
  const form = useForm({
    fields: { employer_id: start.id },
    schema: z.object({
      employer_id: optional
        ? z.preprocess((v) => (v === '' ? null : v), idParam('employer').nullable())
        : idParam('employer'),
    }),
    submit,
    onSuccess: () => 'Saved.',
  });
  return (
    <Form form={form} submitLabel="Save">
      <ComboboxField
        label="Employer"
        hint="Type part of its name."
        noun={{ one: 'employer', many: 'employers' }}
        lookup={lookup}
        optional={optional}
        defaultLabel={start.label}
        onChoose={form.onChange}
        {...form.field('employer_id')}
      />
    </Form>
  );
}

function renderForm(props: Partial<Parameters<typeof EmployerForm>[0]> = {}) {
  const lookup = props.lookup ?? fakeServer();
  const submit = vi.fn(props.submit ?? (async () => ({})));
  const Stub = createRoutesStub([
    { path: '/', Component: () => <EmployerForm {...props} lookup={lookup} submit={submit} /> },
  ]);
  render(<Stub />);
  const box = screen.getByRole('combobox', { name: 'Employer' });
  /** The picker's own live region (the form's result message is another). */
  const announced = () => box.parentElement!.querySelector('[role="status"]')!;
  return { lookup, submit, box, announced };
}

describe('the combobox', () => {
  it('is a labelled combobox tied to its list, closed until something is typed', () => {
    const { box } = renderForm();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    const listId = box.getAttribute('aria-controls')!;
    expect(document.getElementById(listId)).toHaveAttribute('role', 'listbox');
    expect(screen.getByText('Employer', { selector: 'label' })).toBeVisible();
  });

  it('finds by part of the name; Down, Enter chooses; the form sends the chosen id', async () => {
    const { box, lookup, submit, announced } = renderForm();
    await userEvent.type(box, 'harb');
    const list = await screen.findByRole('listbox', { name: 'Employer' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    expect(lookup).toHaveBeenLastCalledWith('harb', 0, expect.any(AbortSignal));
    // One question for the whole word typed, not one a key.
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(announced()).toHaveTextContent('3 employers match.');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(list).getByRole('option', { name: 'Harbour Systems' });
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(box).toHaveValue('Harbour Systems');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveFocus();
    // Enter again, now that the list is closed, sends the form.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ employer_id: 2 }, expect.anything()));
  });

  it('Escape closes the list and puts the chosen name back', async () => {
    const { box, submit } = renderForm({ start: { id: '2', label: 'Harbour Systems' } });
    expect(box).toHaveValue('Harbour Systems');
    await userEvent.clear(box);
    await userEvent.type(box, 'acme');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('Harbour Systems');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ employer_id: 2 }, expect.anything()));
  });

  it('says when nothing matches', async () => {
    const { box, announced } = renderForm();
    await userEvent.type(box, 'zzz');
    const message = 'No employer matches “zzz”. Check the spelling or type less of the name.';
    // Shown under the box, and announced.
    const shown = (await screen.findAllByText(message)).filter((p) => p !== announced());
    expect(shown).toHaveLength(1);
    expect(shown[0]).toBeVisible();
    expect(announced()).toHaveTextContent(message);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(box).toHaveValue('zzz');
    // Leaving the box puts back what was chosen (nothing).
    await userEvent.tab();
    expect(box).toHaveValue('');
  });

  it('shows 20 at a time: Down past the last, or Show more, brings the next page', async () => {
    const { box, lookup, announced } = renderForm();
    await userEvent.type(box, 'a');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(20));
    expect(announced()).toHaveTextContent(
      '45 employers match; the first 20 are shown. Press Down past the last one to show more.',
    );
    await userEvent.keyboard('{ArrowDown>21/}');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(40));
    expect(lookup).toHaveBeenLastCalledWith('a', 20, expect.any(AbortSignal));
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Acme 18' }).id,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show more employers' }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(45));
    expect(screen.queryByRole('button', { name: 'Show more employers' })).not.toBeInTheDocument();
    expect(box).toHaveFocus();
  });

  it('is chosen with the mouse too', async () => {
    const { box } = renderForm();
    await userEvent.type(box, 'north');
    await userEvent.click(await screen.findByRole('option', { name: 'Northharbour Ltd' }));
    expect(box).toHaveValue('Northharbour Ltd');
    expect(box).toHaveFocus();
  });

  it('has its error under it, and the error summary’s link puts the cursor in it', async () => {
    const { box, submit } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('alert');
    expect(submit).not.toHaveBeenCalled();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Choose an employer'));
    await userEvent.click(within(summary).getByRole('link', { name: 'Choose an employer' }));
    expect(box).toHaveFocus();
  });

  it('an optional one is emptied to choose none', async () => {
    const { box, submit } = renderForm({
      optional: true,
      start: { id: '2', label: 'Harbour Systems' },
    });
    await userEvent.clear(box);
    await userEvent.tab();
    expect(box).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith({ employer_id: null }, expect.anything()),
    );
  });

  it('says so when the matches cannot be loaded', async () => {
    const lookup = vi.fn<Lookup>(async () => {
      throw new Error('offline');
    });
    const { box, announced } = renderForm({ lookup });
    await userEvent.type(box, 'harb');
    await waitFor(() => expect(announced()).not.toBeEmptyDOMElement());
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });
});
