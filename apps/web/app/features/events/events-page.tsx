import { eventsResponse } from '@techgold/contracts/events';
import { useState } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import { buttonClass } from '~/components/button-styles';
import { eventsQuery, useEvents, type EventsFilter } from '~/api/get-events';
import { ListBody } from '~/components/member-list/list-body';
import { readListParams } from '~/components/member-list/list-params';
import { ListSearch } from '~/components/member-list/list-search';
import { ListTabs } from '~/components/member-list/list-tabs';
import { pageMeta } from '~/lib/meta';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { hasEventFilters, readEventFilters, type EventFilters } from './event-filters';
import { EventRow } from './event-row';
import type { Route } from './+types/events-page';

/** The page has its own search box: the header's is left out on phones (components/app-shell). */
export const handle = { ownSearch: true };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Browse events',
    description: 'Upcoming events for the community.',
    noIndex: true,
  });

/** The URL's list state (`q`, `tab=saved`) as the API's filter; events have no tags. */
function filterOf(search: URLSearchParams): EventsFilter {
  const { q, saved } = readListParams(search);
  const { from, to, format } = readEventFilters(search);
  return { q, saved, from, to, format };
}

/** The first page for the URL's search and tab renders with the page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const filter = filterOf(new URL(request.url).searchParams);
  const get = serverGetter(context, eventsResponse);
  return {
    dehydrated: await prefetch((client) => client.prefetchInfiniteQuery(eventsQuery(filter, get))),
  };
}

/** SPEC §2 Events list: search, tabs Upcoming and Saved with counts, 20 and Load more. */
export default function EventsPage() {
  const [search] = useSearchParams();
  const params = { ...readListParams(search), tags: [] };
  const filters = readEventFilters(search);
  const query = useEvents({ ...params, ...filters });
  const first = query.data?.pages[0];
  // Fixed for the page's life: the Saved tab marks events that have started as past.
  const [now] = useState(() => Date.now());

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold tracking-tight text-navy-950">Events</h1>
      <ListSearch params={params} label="Search events" />
      <EventFilterForm filters={filters} q={params.q} saved={params.saved} />
      <ListTabs params={params} label="Events lists" allLabel="Upcoming" counts={first?.counts} />
      <ListBody
        query={query}
        items={(page) => page.events}
        noun="events"
        empty={
          params.q || hasEventFilters(filters)
            ? 'No events match your search.'
            : params.saved
              ? 'You do not currently have any saved events'
              : 'There are no upcoming events at the moment.'
        }
      >
        {(events) => (
          <ul className="divide-y divide-slate-200">
            {events.map((event) => (
              <li key={event.id}>
                <EventRow
                  event={event}
                  past={params.saved && Date.parse(event.start) < now}
                  calendar={params.saved}
                />
              </li>
            ))}
          </ul>
        )}
      </ListBody>
    </div>
  );
}

const fieldClass =
  'min-h-11 rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-slate-900';

/**
 * Dates (UK days the event starts on) and online or in person, as a GET form: the list
 * follows the URL, which keeps the search and the tab. "Clear filters" drops only these.
 */
function EventFilterForm({
  filters,
  q,
  saved,
}: {
  filters: EventFilters;
  q?: string;
  saved: boolean;
}) {
  const keep = new URLSearchParams();
  if (q) keep.set('q', q);
  if (saved) keep.set('tab', 'saved');
  const cleared = keep.toString() ? `?${keep}` : '?';
  return (
    <Form method="get" preventScrollReset aria-labelledby="event-filters-heading">
      <fieldset className="rounded-2xl border border-slate-200 bg-white p-4">
        <legend id="event-filters-heading" className="px-1 font-semibold text-navy-950">
          Filter events
        </legend>
        {q ? <input type="hidden" name="q" value={q} /> : null}
        {saved ? <input type="hidden" name="tab" value="saved" /> : null}
        {filters.rangeError ? (
          <p role="alert" className="mb-3 font-semibold text-red-800">
            {filters.rangeError}
          </p>
        ) : null}
        <div className="flex flex-wrap items-end gap-4">
          <label className="flex flex-col gap-1 text-navy-950">
            From
            <input
              type="date"
              name="from"
              defaultValue={filters.from ?? ''}
              key={`from-${filters.from ?? ''}`}
              className={fieldClass}
            />
          </label>
          <label className="flex flex-col gap-1 text-navy-950">
            To
            <input
              type="date"
              name="to"
              defaultValue={filters.to ?? ''}
              key={`to-${filters.to ?? ''}`}
              aria-invalid={filters.rangeError ? true : undefined}
              className={fieldClass}
            />
          </label>
          <label className="flex flex-col gap-1 text-navy-950">
            Where
            <select
              name="format"
              defaultValue={filters.format ?? ''}
              key={`format-${filters.format ?? ''}`}
              className={fieldClass}
            >
              <option value="">Online or in person</option>
              <option value="online">Online</option>
              <option value="in_person">In person</option>
            </select>
          </label>
          <button type="submit" className={buttonClass('outline')}>
            Apply filters
          </button>
          {hasEventFilters(filters) || filters.rangeError ? (
            <Link
              to={cleared}
              preventScrollReset
              className="inline-flex min-h-11 items-center font-semibold text-navy-700 underline underline-offset-4"
            >
              Clear filters
            </Link>
          ) : null}
        </div>
      </fieldset>
    </Form>
  );
}
