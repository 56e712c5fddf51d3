import { adminEventDetail, eventMessages, eventPatch } from '@techgold/contracts/admin/events';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { EditorHandle } from '~/components/block-editor/insight-editor';
import { Link, useSearchParams } from 'react-router';
import { eventQuery, useEvent, useUpdateEvent, type AdminEventDetail } from '~/api/admin/events';
import { Notice } from '~/components/alert';
import { buttonClass } from '~/components/button-styles';
import { Form } from '~/components/form/form';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { pageError, routeId } from '~/lib/record-loader.server';
import { adminPaths } from '../admin-paths';
import { adminMeta } from '../components/meta';
import { PageHeader, Panel, SummaryList, When } from '../components/page-parts';
import { useForm } from '~/components/form/use-form';
import { EventActions } from './event-actions';
import { EventFields } from './event-fields';
import { statusLabel } from './event-labels';
import { eventDefaults } from './event-schema';
import { detailsDocument } from './details-document';
import type { Route } from './+types/event-page';

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = routeId(params.id);
  let title = '';
  const dehydrated = await prefetch(async (client) => {
    const event = await client
      .fetchQuery(eventQuery(id, serverGetter(context, adminEventDetail)))
      .catch(pageError);
    title = event.name;
  });
  return { dehydrated, id, title };
}

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, args.loaderData?.title || 'Event');

function DetailsForm({ event }: { event: AdminEventDetail }) {
  const update = useUpdateEvent(event.id);
  const queryClient = useQueryClient();
  const handle = useRef<EditorHandle | null>(null);
  const [initial] = useState(() => detailsDocument(event));
  const form = useForm({
    fields: eventDefaults(event),
    schema: eventPatch,
    // The details come from the block editor, read when the form is sent (left as they are
    // if the editor could not load).
    submit: async (values) => {
      const doc = handle.current ? await handle.current.save() : undefined;
      return update.mutateAsync({ ...values, ...(doc ? { details: JSON.stringify(doc) } : {}) });
    },
    reload: async () =>
      eventDefaults(await queryClient.fetchQuery({ ...eventQuery(event.id), staleTime: 0 })),
    onSuccess: () => 'The event is saved.',
  });
  return (
    <Panel title="Details" id="details">
      <Form form={form} submitLabel="Save details" busyLabel="Saving…">
        <EventFields
          field={form.field}
          image={form.values['image_url']}
          setImage={(url) => form.setValue('image_url', url)}
          imageError={form.field('image_url').error}
          details={{ initial, handle }}
        />
      </Form>
    </Panel>
  );
}

const venueLine = (e: AdminEventDetail) =>
  e.venue
    ? [e.venue.name, e.venue.address1, e.venue.city, e.venue.postcode].filter(Boolean).join(', ')
    : '';

/** One event: its details (a console event's form), preview, publishing and cancelling. */
export default function EventPage({ loaderData }: Route.ComponentProps) {
  const { data: event } = useEvent(loaderData.id);
  const [search] = useSearchParams();
  if (!event) return null;
  const fromPlatform = event.source === 'platform';
  return (
    <>
      <PageHeader
        title={event.name}
        back={{ to: adminPaths.events(), label: 'All events' }}
        description={fromPlatform ? 'From the events platform' : 'Added in the console'}
        actions={
          <Link
            to={adminPaths.auditOf('event', event.id)}
            className={buttonClass('outline', undefined, 'sm')}
          >
            Changes to this record
          </Link>
        }
      />
      {search.get('created') ? (
        <Notice className="mb-6">{event.name} is added as a draft.</Notice>
      ) : null}
      <div className="grid gap-6 *:min-w-0 xl:grid-cols-2">
        <div className="space-y-6">
          {fromPlatform ? (
            <Panel title="Details" id="details">
              <p className="mb-4 text-slate-700">{eventMessages.fromPlatform}</p>
              <SummaryList
                rows={[
                  ['Platform id', event.external_id],
                  ['Venue', venueLine(event)],
                  ['Ticket website', event.url],
                ]}
              />
            </Panel>
          ) : (
            <DetailsForm event={event} />
          )}
        </div>
        <div className="space-y-6">
          <Panel title="At a glance" id="glance">
            <SummaryList
              rows={[
                ['Status', statusLabel(event.status)],
                ['Starts', <When key="s" iso={event.start} />],
                ['Ends', <When key="e" iso={event.end} />],
                ['Time zone', event.time_zone],
                [
                  'Members told',
                  event.notified && event.announced_at ? (
                    <When key="a" iso={event.announced_at} />
                  ) : event.announced_at ? (
                    'Being told now'
                  ) : (
                    'Not yet'
                  ),
                ],
                ['Members who saved it', String(event.saved_count)],
              ]}
            />
          </Panel>
          {fromPlatform ? null : <EventActions event={event} />}
        </div>
      </div>
    </>
  );
}
