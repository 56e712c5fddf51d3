import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Credential, CredentialsResponse } from '@techgold/contracts/credentials';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { credentialsQuery, useCredentials } from '~/api/get-credentials';
import { ShareCredential } from './share-credential';

// The credential's privacy switch against a stubbed server: the box changes the moment it is
// clicked and stays so while the request runs (the cached list says the same), the answer is
// kept, and a refusal puts the box and the list back and says so.

const credential: Credential = {
  id: 11,
  group: { name: 'SKI Cloud foundations', badge_design_id: null },
  issued_at: '2026-03-01T10:00:00.000Z',
  url: null,
  expires_at: null,
  public_id: 'abcdefghijklmnopqrstuv',
  private: false,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function FromCache() {
  const first = useCredentials().data?.credentials[0];
  return first ? <ShareCredential credential={first} /> : null;
}

function renderSwitch(answer: (body: { private: boolean }) => Promise<Response>) {
  document.cookie = 'XSRF-TOKEN=token; path=/';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
      answer(JSON.parse(String(init?.body)) as { private: boolean }),
    ),
  );
  const client = new QueryClient();
  const list: CredentialsResponse = { credentials: [credential], total: 1 };
  client.setQueryData(credentialsQuery().queryKey, list);
  const Stub = createRoutesStub([
    {
      path: '/credentials',
      HydrateFallback: () => null,
      Component: () => (
        <QueryClientProvider client={client}>
          <FromCache />
        </QueryClientProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/credentials']} />);
  return client;
}

const cachedPrivate = (client: QueryClient) =>
  client.getQueryData(credentialsQuery().queryKey)?.credentials[0]?.private;

describe('ShareCredential privacy switch', () => {
  it('changes at once, stays changed while the server works, and keeps the answer', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const client = renderSwitch(async (body) => {
      await held;
      return json(200, { credential: { ...credential, private: body.private } });
    });
    await userEvent.click(screen.getByText(/^Share/));
    const box = screen.getByRole('checkbox', { name: 'Anyone with the link can see it' });
    expect(box).toBeChecked();

    await userEvent.click(box);
    expect(box).not.toBeChecked();
    await vi.waitFor(() => expect(cachedPrivate(client)).toBe(true));
    expect(box).not.toBeChecked();
    expect(screen.getByText('Only you can see this credential.')).toBeInTheDocument();

    await act(async () => release());
    await vi.waitFor(() => expect(box).toHaveAttribute('aria-busy', 'false'));
    expect(box).not.toBeChecked();
    expect(cachedPrivate(client)).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the box and the list back and says so when the server refuses', async () => {
    const client = renderSwitch(async () => json(500, { message: 'Server Error' }));
    await userEvent.click(screen.getByText(/^Share/));
    const box = screen.getByRole('checkbox', { name: 'Anyone with the link can see it' });
    await userEvent.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That did not work. Please try again.',
    );
    expect(box).toBeChecked();
    expect(cachedPrivate(client)).toBe(false);
    expect(screen.getByRole('link', { name: /View public page/ })).toBeInTheDocument();
  });
});
