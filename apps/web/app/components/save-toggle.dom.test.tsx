import { QueryClientProvider } from '@tanstack/react-query';
import { CurrentUserProvider } from '~/api/get-user';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageUser } from '@techgold/contracts/page-user';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberCache } from '~/test/member-cache';
import { SaveToggle } from './save-toggle';

// The save toggle against a stubbed server: it flips at once, follows the reloaded user
// record, and puts itself back with a message when the server refuses.

const user = (savedEmployers: number[]) =>
  ({
    id: 7,
    first_name: 'Ada',
    saved_article_ids: [],
    saved_event_ids: [],
    saved_employer_ids: savedEmployers,
    saved_school_ids: [],
  }) as unknown as PageUser;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubServer(answer: (method: string, url: string) => Response | Promise<Response>) {
  document.cookie = 'XSRF-TOKEN=token; path=/';
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    answer(init?.method ?? 'GET', String(input)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderToggle(initial: PageUser, variant: 'icon' | 'button' = 'icon') {
  const client = memberCache(initial);
  const Stub = createRoutesStub([
    {
      path: '/',
      HydrateFallback: () => null,
      Component: () => (
        <QueryClientProvider client={client}>
          <CurrentUserProvider>
            <SaveToggle
              kind="employer"
              id={5}
              itemName="Harbour Systems"
              variant={variant}
              saveLabel="Save Employer"
            />
          </CurrentUserProvider>
        </QueryClientProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('SaveToggle', () => {
  it('saves at once and keeps the state the reloaded user record confirms', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const fetchMock = stubServer(async (method, url) => {
      if (method === 'PUT') {
        await held;
        return json(200, { saved: true });
      }
      if (url === '/api/user') return json(200, user([5]));
      throw new Error(`unexpected ${method} ${url}`);
    });
    renderToggle(user([]));
    const button = screen.getByRole('button', { name: 'Save Harbour Systems' });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(button);
    // Flipped before the server answered.
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await act(async () => release());
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/user', expect.anything()));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/user/employer/5');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the toggle back and says so when the server refuses', async () => {
    stubServer((method) =>
      method === 'DELETE'
        ? json(404, { message: 'This item is no longer available.' })
        : json(500, {}),
    );
    renderToggle(user([5]), 'button');
    const button = screen.getByRole('button', { name: 'Saved' });

    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, that could not be saved. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Saved' })).toBeInTheDocument();
  });

  it('reads "Save Employer" until saved, then "Saved"', async () => {
    stubServer((method, url) =>
      method === 'PUT'
        ? json(200, { saved: true })
        : url === '/api/user'
          ? json(200, user([5]))
          : json(500, {}),
    );
    renderToggle(user([]), 'button');
    await userEvent.click(screen.getByRole('button', { name: 'Save Employer' }));
    expect(await screen.findByRole('button', { name: 'Saved' })).toBeInTheDocument();
  });

  it('writes the change into the cached user record, so every toggle for the item follows, and puts it back on a refusal', async () => {
    let refuse!: () => void;
    const refused = new Promise<void>((r) => (refuse = r));
    stubServer(async (method) => {
      if (method === 'PUT') {
        await refused;
        return json(500, { message: 'Server Error' });
      }
      throw new Error(`unexpected ${method}`);
    });
    const client = memberCache(user([]));
    const Stub = createRoutesStub([
      {
        path: '/',
        HydrateFallback: () => null,
        Component: () => (
          <QueryClientProvider client={client}>
            <CurrentUserProvider>
              <SaveToggle kind="employer" id={5} itemName="Harbour Systems" />
              <SaveToggle kind="employer" id={5} itemName="Harbour Systems" variant="button" />
            </CurrentUserProvider>
          </QueryClientProvider>
        ),
      },
    ]);
    render(<Stub initialEntries={['/']} />);

    await userEvent.click(screen.getByRole('button', { name: 'Save Harbour Systems' }));
    // The other toggle reads the cached record, which already says saved.
    expect(await screen.findByRole('button', { name: 'Saved' })).toBeInTheDocument();
    expect(client.getQueryData<PageUser>(['user'])?.saved_employer_ids).toEqual([5]);

    await act(async () => refuse());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, that could not be saved. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Harbour Systems' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(client.getQueryData<PageUser>(['user'])?.saved_employer_ids).toEqual([]);
  });

  it('works from the keyboard: Space saves, Enter unsaves', async () => {
    let saved: number[] = [];
    const fetchMock = stubServer((method, url) => {
      if (method === 'PUT') saved = [5];
      else if (method === 'DELETE') saved = [];
      else if (url !== '/api/user') return json(500, {});
      return json(200, method === 'GET' ? user(saved) : {});
    });
    renderToggle(user([]));
    const button = screen.getByRole('button', { name: 'Save Harbour Systems' });
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/user', expect.anything()));

    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/user/employer/5',
        expect.objectContaining({ method: 'DELETE' }),
      ),
    );
    await vi.waitFor(() => expect(fetchMock.mock.calls.length).toBe(4));
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});
