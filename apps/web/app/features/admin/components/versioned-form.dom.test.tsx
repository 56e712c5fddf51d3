import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MemberForm } from '~/components/form/member-form';
import { TextField } from '~/components/text-field';
import { useVersionedForm } from './versioned-form';

// A record page with a versioned form and another action on the same record (a publish or
// list button): the action makes a new version; the untouched form must save against it.

interface Rec {
  updated_at: string;
  title: string;
}
const schema = z.object({ updated_at: z.string(), title: z.string().min(1) });
const defaultsOf = (r: Rec) => ({ updated_at: r.updated_at, title: r.title });

function Page({ save }: { save: (values: Rec) => Promise<Rec> }) {
  const [record, setRecord] = useState<Rec>({ updated_at: 'v1', title: 'First' });
  const { form } = useVersionedForm({
    schema,
    record,
    defaultsOf,
    save,
    reload: () => Promise.resolve(record),
  });
  return (
    <>
      <button type="button" onClick={() => setRecord({ updated_at: 'v2', title: 'Second' })}>
        Publish
      </button>
      <MemberForm form={form} submitLabel="Save" busyLabel="Saving…">
        <input type="hidden" {...form.register('updated_at')} />
        <TextField label="Title" {...form.field('title')} />
      </MemberForm>
    </>
  );
}

describe('useVersionedForm', () => {
  it('takes a newer version of the record when the form is untouched', async () => {
    const save = vi.fn((v: Rec) => Promise.resolve({ ...v, updated_at: 'v3' }));
    render(<Page save={save} />);
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Second'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]![0]).toEqual({ updated_at: 'v2', title: 'Second' });
  });

  it('keeps what the person typed when the record changes under it', async () => {
    const save = vi.fn((v: Rec) => Promise.resolve(v));
    render(<Page save={save} />);
    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.type(screen.getByLabelText('Title'), 'Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    // Still the version it was opened at: the server answers 409 and the form offers the latest.
    expect(save.mock.calls[0]![0]).toEqual({ updated_at: 'v1', title: 'Mine' });
  });
});
