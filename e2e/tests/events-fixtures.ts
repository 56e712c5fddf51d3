// The events API's answers, for the events journeys (sign-in: member-session.ts).
import { expect, type APIRequestContext } from './base-test.ts';

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
