// Shared by the events journeys: one sign-in per file (sign-in allows 5 attempts a minute per
// address, and other journeys use the same demo accounts), and the events API's answers.
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from './base-test.ts';
import { signIn } from './fixtures.ts';

/** Every test in the file starts signed in as `email`, from one sign-in in beforeAll. */
export function signedInForEvents(email: string, file: string) {
  const state = path.join(os.tmpdir(), `tig-e2e-events-${process.pid}-${file}.json`);
  test.describe.configure({ mode: 'default' });
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await signIn(page, email);
    await context.storageState({ path: state });
    await context.close();
  });
  test.use({ storageState: state });
}

export interface ApiEvent {
  id: number;
  name: string;
  start: string;
  end: string;
  url: string | null;
  image_url: string | null;
  venue: {
    address1: string | null;
    address2: string | null;
    city: string | null;
    country: string | null;
    postcode: string | null;
  } | null;
  saved: boolean;
}

export interface ApiEvents {
  events: ApiEvent[];
  total: number;
  counts: { all: number; saved: number };
  next_cursor: string | null;
}

export async function listEvents(request: APIRequestContext, query = ''): Promise<ApiEvents> {
  const res = await request.get(`/api/events${query}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ApiEvents;
}
