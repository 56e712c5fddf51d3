import { eventDetailResponse } from '@techgold/contracts/events';
import { parseEditorBody } from '@techgold/contracts/editor';
import { data } from 'react-router';
import { eventQuery, useEvent } from '~/api/get-event';
import { toRenderBlocks } from '~/components/editor-renderer/parse-blocks';
import { ApiRequestError } from '~/lib/api-client';
import { pageMeta } from '~/lib/meta';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { routeId } from '~/lib/record-loader.server';
import { EventView } from '~/components/event-view/event-view';
import type { Route } from './+types/event-page';

/**
 * The event renders with the page. An id that is not a positive whole number, or an event
 * that is unknown or not shown to members (the API answers 404), is the not-found page with
 * status 404. Details written in the console's block editor are prepared for the renderer
 * here, on the server (parse-blocks.ts), as the articles' are.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = routeId(params.id);
  const get = serverGetter(context, eventDetailResponse);
  let name = '';
  let body = null as string | null;
  const dehydrated = await prefetch(async (client) => {
    try {
      const found = await client.fetchQuery(eventQuery(id, get));
      name = found.event.name;
      body = found.body;
    } catch (error) {
      if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
        throw data(null, { status: 404 });
      }
      throw error;
    }
  });
  return { dehydrated, name, blocks: body ? toRenderBlocks(parseEditorBody(body)) : null };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: args.loaderData?.name || 'Event', noIndex: true });

/** SPEC §2 Event detail: name, save, image, when, where, details, Book Tickets, calendars. */
export default function EventPage({ params, loaderData }: Route.ComponentProps) {
  const id = Number(params.id);
  const query = useEvent(id);
  if (!query.data) {
    return query.isError ? (
      <p role="alert" className="text-red-800">
        This event could not be loaded.{' '}
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => void query.refetch()}
        >
          Try again
        </button>
      </p>
    ) : (
      <p role="status" className="text-slate-700">
        Loading the event…
      </p>
    );
  }
  const { event, details } = query.data;
  return <EventView event={event} details={details} blocks={loaderData.blocks} />;
}
