import { QueryClientProvider } from '@tanstack/react-query';
import type { EditableInsightResponse } from '@techgold/contracts/authoring';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useImperativeHandle } from 'react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { memberCache } from '~/test/member-cache';
import EditInsightPage from './edit-insight-page';

// The insight editor's form on the one form (useForm), against a stubbed server (Editor.js itself is
// stood in for: its document is fixed). A save moves to the next key's URL and says Saved!;
// the server's errors show in the form's error summary and under the field, not in a browser
// alert.

vi.mock('~/components/block-editor/insight-editor', () => ({
  InsightEditor: ({ handleRef }: { handleRef: React.RefObject<unknown> }) => {
    useImperativeHandle(handleRef, () => ({
      save: () => Promise.resolve({ time: 1, blocks: [], version: '2.31.0' }),
    }));
    return <div>Editor</div>;
  },
}));

const insight: EditableInsightResponse = {
  id: 42,
  title: 'A rota for a fortnight',
  subtitle: null,
  body: JSON.stringify({ time: 1, blocks: [], version: '2.31.0' }),
  thumbnail: null,
  live: 0,
  tags: [],
  available_tags: [],
  url: 'a-rota-for-a-fortnight',
} as unknown as EditableInsightResponse;

/** The form's own outcome ("Saved!"), the last status on the page (uploads and tags have theirs). */
/** The form's one result message (a live region, decision 0080). */
const savedStatus = () => document.querySelector<HTMLElement>('[data-result]')!;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderEditor(answer: (body: Record<string, unknown>) => Response) {
  document.cookie = 'XSRF-TOKEN=token; path=/';
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    init?.method === 'PUT'
      ? answer(JSON.parse(String(init.body)) as Record<string, unknown>)
      : json(200, {}),
  );
  vi.stubGlobal('fetch', fetchMock);
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  // jsdom does not scroll; the error summary's links scroll their field into view.
  Element.prototype.scrollIntoView = vi.fn();
  const client = memberCache(null);
  const Page = EditInsightPage as unknown as (props: {
    loaderData: unknown;
    params: { id: string; key: string };
  }) => React.ReactNode;
  const Stub = createRoutesStub([
    {
      path: '/insight/edit/:id/:key',
      HydrateFallback: () => null,
      Component: () => (
        <QueryClientProvider client={client}>
          <Page
            loaderData={{
              insight,
              invalidLink: '',
              texts: { invalid: 'The given data was invalid.' },
            }}
            params={{ id: '42', key: 'first-key' }}
          />
        </QueryClientProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/insight/edit/42/first-key']} />);
  return { fetchMock, alert };
}

describe('the insight editor form', () => {
  it('saves the fields with the key, and says Saved!', async () => {
    const { fetchMock } = renderEditor(() => json(200, { edit: 'second-key' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'New title');
    await userEvent.click(screen.getByRole('checkbox', { name: /^Live/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(savedStatus()).toHaveTextContent('Saved!'), {
      timeout: 3000,
    });
    // "Save changes" was disabled while saving: focus is on the outcome (issue 26).
    expect(savedStatus()).toHaveFocus();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(put[0]).toBe('/api/insight/42');
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      edit: 'first-key',
      title: 'New title',
      live: true,
      body: JSON.stringify({ time: 1, blocks: [], version: '2.31.0' }),
      thumbnail: null,
    });
  });

  it('shows a refused title in the error summary and under the field, without a browser alert', async () => {
    const { alert } = renderEditor(() =>
      json(422, { message: 'The given data was invalid.', errors: { title: ['Enter a title'] } }),
    );
    const title = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    // The thumbnail field keeps an empty alert region of its own: find the summary by its text.
    const summary = (await screen.findByText('The given data was invalid.')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Enter a title');
    await userEvent.click(within(summary).getByRole('link', { name: 'Enter a title' }));
    expect(title).toHaveFocus();
    expect(savedStatus()).toHaveTextContent('');
    expect(alert).not.toHaveBeenCalled();
  });

  it('shows a body error in the summary and beside the editor', async () => {
    renderEditor(() =>
      json(422, {
        message: 'Block 1: a heading needs text.',
        errors: { 'body.0.text': ['Block 1: a heading needs text.'] },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .map((a) => a.textContent)
          .filter(Boolean),
      ).toEqual([
        'There is a problemBlock 1: a heading needs text.',
        'Block 1: a heading needs text.',
      ]),
    );
  });
});
