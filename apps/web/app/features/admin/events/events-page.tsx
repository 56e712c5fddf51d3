import {
  adminEventsPage,
  adminEventsQuery,
  adminEventStatuses,
} from '@techgold/contracts/admin/events';
import { Link } from 'react-router';
import { eventsQuery, useEvents, type EventsPage } from '~/api/admin/events';
import { buttonClass } from '~/components/button-styles';
import { SelectField } from '~/components/form/select-field';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { adminPaths } from '../admin-paths';
import { DataTable, type Column } from '../components/data-table';
import { ListBody, SearchField } from '../components/list-body';
import { ListFilters } from '../components/list-frame';
import { readQuery, useListQuery } from '../components/list-query';
import { adminMeta } from '../components/meta';
import { PageHeader, Tag, When } from '../components/page-parts';
import { eventStatusLabel, statusLabel } from './event-labels';
import { EventsSync } from './events-sync';
import type { Route } from './+types/events-page';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(adminEventsQuery, new URL(request.url).searchParams);
  return {
    dehydrated: await prefetch((client) =>
      client.prefetchQuery(eventsQuery(query, serverGetter(context, adminEventsPage))),
    ),
  };
}

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Events');

type Event = EventsPage['items'][number];

const tone = (s: string): 'good' | 'bad' | 'warn' | 'neutral' =>
  s === 'live' ? 'good' : s === 'cancelled' ? 'bad' : s === 'draft' ? 'warn' : 'neutral';

const columns: Column<Event>[] = [
  {
    label: 'Event',
    sort: 'name',
    cell: (e) => (
      <Link
        to={adminPaths.event(e.id)}
        className="rounded text-navy-800 underline underline-offset-4"
      >
        {e.name}
      </Link>
    ),
  },
  { label: 'Starts', sort: 'start', firstDir: 'desc', cell: (e) => <When iso={e.start} /> },
  { label: 'Status', cell: (e) => <Tag tone={tone(e.status)}>{statusLabel(e.status)}</Tag> },
  {
    label: 'From',
    cell: (e) => (e.source === 'platform' ? 'Events platform' : 'Console'),
  },
  { label: 'Updated', sort: 'updated', firstDir: 'desc', cell: (e) => <When iso={e.updated_at} /> },
];

/** Every event, console and platform, with search, filters and sort; the sync on demand. */
export default function EventsPage() {
  const query = useListQuery(adminEventsQuery);
  const events = useEvents(query);
  return (
    <>
      <PageHeader
        title="Events"
        description="Events added here start as drafts; publishing tells the members who opted in, once. Events from the events platform are changed there."
        actions={
          <Link to={adminPaths.newEvent()} className={buttonClass('primary')}>
            Add an event
          </Link>
        }
      />
      <EventsSync />
      <ListFilters label="Search events" keep={['sort', 'dir']}>
        <SearchField label="Name" />
        <SelectField
          label="Status"
          name="status"
          placeholder="Every status"
          options={adminEventStatuses.map((s) => ({ value: s, label: eventStatusLabel[s] }))}
          defaultValue={query.status ?? ''}
        />
        <SelectField
          label="From"
          name="source"
          placeholder="Console and platform"
          options={[
            { value: 'console', label: 'Console' },
            { value: 'platform', label: 'Events platform' },
          ]}
          defaultValue={query.source ?? ''}
        />
        <SelectField
          label="When"
          name="when"
          placeholder="Past and upcoming"
          options={[
            { value: 'upcoming', label: 'Upcoming' },
            { value: 'past', label: 'Past' },
          ]}
          defaultValue={query.when ?? ''}
        />
      </ListFilters>
      <ListBody
        query={events}
        noun="events"
        one="event"
        empty={{
          title: 'No events yet.',
          text: 'Events you add stay drafts until you publish them; then members see them on their events page.',
          action: { to: adminPaths.newEvent(), label: 'Add an event' },
        }}
      >
        {(page) => (
          <DataTable
            caption="Events"
            columns={columns}
            rows={page.items}
            rowKey={(e) => e.id}
            sort={{ sort: query.sort ?? 'start', dir: query.dir ?? 'desc' }}
          />
        )}
      </ListBody>
    </>
  );
}
