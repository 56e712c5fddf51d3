import { eventsResponse } from '@techgold/contracts/events';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { eventsQuery, useEvents, type EventsFilter } from '~/api/get-events';
import { ListBody } from '~/components/member-list/list-body';
import { readListParams } from '~/components/member-list/list-params';
import { ListSearch } from '~/components/member-list/list-search';
import { ListTabs } from '~/components/member-list/list-tabs';
import { pageMeta } from '~/lib/meta';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
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
  return { q, saved };
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
  const query = useEvents(params);
  const first = query.data?.pages[0];
  // Fixed for the page's life: the Saved tab marks events that have started as past.
  const [now] = useState(() => Date.now());

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold tracking-tight text-navy-950">Events</h1>
      <ListSearch params={params} label="Search events" />
      <ListTabs params={params} label="Events lists" allLabel="Upcoming" counts={first?.counts} />
      <ListBody
        query={query}
        items={(page) => page.events}
        noun="events"
        empty={
          params.q
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
                <EventRow event={event} past={params.saved && Date.parse(event.start) < now} />
              </li>
            ))}
          </ul>
        )}
      </ListBody>
    </div>
  );
}
