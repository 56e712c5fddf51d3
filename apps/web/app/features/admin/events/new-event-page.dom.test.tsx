import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useImperativeHandle } from 'react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import NewEventPage from './new-event-page';

// Adding an event against a stubbed server: an end before the start is caught in the browser,
// with the server's words, on the Ends field, and nothing is sent; once put right, the form
// sends the times and the details as the block editor's document. Editor.js is stood in for.

vi.mock('~/components/block-editor/insight-editor', () => ({
  InsightEditor: ({ handleRef }: { handleRef: React.RefObject<unknown> }) => {
    useImperativeHandle(handleRef, () => ({
      save: () =>
        Promise.resolve({
          time: 1,
          blocks: [
            { type: 'paragraph', data: { text: 'First paragraph.' } },
            { type: 'paragraph', data: { text: 'Second paragraph.' } },
          ],
        }),
    }));
    return <div>Editor</div>;
  },
}));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderPage() {
  document.cookie = 'XSRF-TOKEN=token; path=/';
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : null;
      calls.push({ url: String(input), body });
      return json(201, { id: 41 });
    }),
  );
  const client = new QueryClient();
  const Stub = createRoutesStub([
    {
      path: '/admin/events/new',
      HydrateFallback: () => null,
      Component: () => (
        <QueryClientProvider client={client}>
          <NewEventPage />
        </QueryClientProvider>
      ),
    },
    { path: '/admin/events/:id', Component: () => <h1>Event page</h1> },
  ]);
  render(<Stub initialEntries={['/admin/events/new']} />);
  return calls;
}

describe('adding an event', () => {
  it('refuses an end before the start in the browser, on the Ends field, sending nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = renderPage();
    // A date-time field takes its value whole (typed character by character it is not valid).
    const set = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    await screen.findByLabelText('Name');
    set('Name', 'Careers Evening');
    set('Starts', '2031-09-01T18:00');
    set('Ends', '2031-09-01T17:00');
    await user.click(screen.getByRole('button', { name: 'Add event' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary).getByRole('link', { name: 'Enter an end time after the start time.' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Ends')).toHaveAccessibleDescription(
      expect.stringContaining('Enter an end time after the start time.'),
    );
    await waitFor(() => expect(summary).toHaveFocus());
    expect(calls.filter((c) => c.url.includes('/api/admin/events'))).toEqual([]);

    set('Ends', '2031-09-01T20:00');
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    expect(await screen.findByRole('heading', { name: 'Event page' })).toBeInTheDocument();
    const sent = calls.find((c) => c.url.includes('/api/admin/events'))!.body as {
      start: string;
      end: string;
      details: string;
    };
    expect(sent).toMatchObject({ start: '2031-09-01T18:00', end: '2031-09-01T20:00' });
    expect(JSON.parse(sent.details).blocks).toHaveLength(2);
  }, 30_000);
});
