import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EnquiryDetail, TimelineEntry } from '~/api/admin/enquiries';
import { ReplyForm } from './reply-form';
import { Timeline } from './timeline';

// An enquiry's replies and notes (issue 36): one timeline, oldest first, each with what it is,
// who and when; a reply form on the one form that says plainly when the reply is sent and
// keeps the typed words when sending fails.

const enquiry = {
  id: 12,
  first_name: 'Amal',
  last_name: 'Reyes',
  email: 'amal@larkfield.test',
} as EnquiryDetail;

const entries: TimelineEntry[] = [
  {
    id: 1,
    kind: 'note',
    author: { id: 3, name: 'Robin Editor', email: 'editor@techgold.test' },
    body: 'Sam knows them.',
    delivery: null,
    created_at: '2026-07-01T09:05:00Z',
  },
  {
    id: 2,
    kind: 'reply',
    author: null,
    body: 'Thank you, Amal.',
    delivery: 'failed',
    created_at: '2026-07-01T10:30:00Z',
  },
];

afterEach(() => vi.unstubAllGlobals());

describe('the timeline', () => {
  it('lists notes and replies oldest first, with who and when in UK time', () => {
    render(<Timeline entries={entries} enquirer="Amal Reyes" />);
    const items = within(screen.getByRole('list', { name: 'Replies and notes, oldest first' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Note (only staff see it)by Robin Editor · Wed 1 Jul 2026, 10:05Sam knows them.',
      'Reply emailed to Amal Reyesby a former staff member · Wed 1 Jul 2026, 11:30Email not sentThank you, Amal.',
    ]);
  });

  it('says when there is nothing yet', () => {
    render(<Timeline entries={[]} enquirer="Amal Reyes" />);
    expect(screen.getByText('No replies or notes yet.')).toBeInTheDocument();
  });
});

describe('the reply form', () => {
  function renderForm(answers: Response[]) {
    document.cookie = 'XSRF-TOKEN=token; path=/';
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => answers.shift()!);
    vi.stubGlobal('fetch', fetchMock);
    const Stub = createRoutesStub([
      { path: '/', Component: () => <ReplyForm enquiry={enquiry} /> },
    ]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Stub />
      </QueryClientProvider>,
    );
    return { fetchMock, user: userEvent.setup() };
  }
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });

  it('refuses an empty reply, keeps the words when sending fails, and says when it is sent', async () => {
    const { fetchMock, user } = renderForm([
      json(503, { message: 'The service is busy. Try again in a minute.' }),
      json(201, { ...entries[1], delivery: 'waiting' }),
    ]);
    const send = await screen.findByRole('button', { name: 'Send reply' });
    await user.click(send);
    expect(await screen.findByRole('link', { name: 'Enter your reply' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    const box = screen.getByLabelText('Your reply to Amal Reyes');
    await user.type(box, 'Thank you, Amal.');
    await user.click(send);
    const problem = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(problem).toHaveTextContent('The service is busy. Try again in a minute.');
    expect(problem).toHaveFocus();
    expect(box).toHaveValue('Thank you, Amal.');

    await user.click(send);
    const sent = await screen.findByText('Your reply is sent. It is the last entry above.');
    expect(sent.closest('[data-result]')).toHaveFocus();
    expect(box).toHaveValue('');
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/admin/enquiries/12/replies',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ body: 'Thank you, Amal.' }),
      }),
    );
    // The retry is the same fill: it carries the first try's Idempotency-Key, so a reply
    // whose answer was lost is not emailed twice.
    const keys = fetchMock.mock.calls.map(
      ([, init]) => (init.headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/\S{8,}/);
    expect(keys[1]).toBe(keys[0]);
  });
});
