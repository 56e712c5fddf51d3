import { adminEventDetail } from '@techgold/contracts/admin/events';
import { parseEditorBody } from '@techgold/contracts/editor';
import { Link } from 'react-router';
import { eventQuery, useEvent, type AdminEventDetail } from '~/api/admin/events';
import { buttonClass } from '~/components/button-styles';
import { toRenderBlocks } from '~/components/editor-renderer/parse-blocks';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { pageError, routeId } from '~/lib/record-loader.server';
import { EventView } from '~/components/event-view/event-view';
import { adminPaths } from '../admin-paths';
import { adminMeta } from '../components/meta';
import { PageHeader } from '../components/page-parts';
import type { Route } from './+types/event-preview-page';

/** The saved event, its editor-written details prepared on the server as the member page's. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = routeId(params.id);
  let event = null as AdminEventDetail | null;
  const dehydrated = await prefetch(async (client) => {
    event = await client
      .fetchQuery({
        ...eventQuery(id, serverGetter(context, adminEventDetail)),
        staleTime: 0,
      })
      .catch(pageError);
  });
  const details = event ? (event as AdminEventDetail).details : null;
  return {
    dehydrated,
    id,
    title: event ? (event as AdminEventDetail).name : '',
    blocks: details ? toRenderBlocks(parseEditorBody(details)) : null,
  };
}

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, `Preview: ${args.loaderData?.title || 'Event'}`);

/** The member page's own drawing of the event (features/events/event-view.tsx). */
const memberVenue = (v: AdminEventDetail['venue']) =>
  v
    ? {
        region: v.region,
        address1: v.address1,
        address2: v.address2,
        city: v.city,
        country: v.country,
        postcode: v.postcode,
      }
    : null;

/** The event as members will see it once it is published: the last saved version. */
export default function EventPreviewPage({ loaderData }: Route.ComponentProps) {
  const { data: event } = useEvent(loaderData.id);
  if (!event) return null;
  return (
    <>
      <PageHeader
        title={`Preview: ${event.name}`}
        back={{ to: adminPaths.event(event.id), label: 'Back to the event' }}
        description="What members will see on the event's page once it is published: the last saved version."
        actions={
          <Link to={adminPaths.event(event.id)} className={buttonClass('primary', undefined, 'sm')}>
            Back to publish
          </Link>
        }
      />
      <section
        aria-label="The member page"
        className="rounded-xl border border-slate-300 bg-slate-50 p-4 sm:p-6"
      >
        <EventView
          preview
          event={{ ...event, venue: memberVenue(event.venue) }}
          details={event.details_html ?? ''}
          blocks={loaderData.blocks}
        />
      </section>
    </>
  );
}
