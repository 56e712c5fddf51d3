import { eventDetailResponse } from '@techgold/contracts/events';
import { venueLines } from '@techgold/contracts/event-venue';
import { htmlToText } from '@techgold/contracts/html-text';
import { data, Link } from 'react-router';
import { eventCalendarPath, eventQuery, useEvent } from '~/api/get-event';
import { buttonClass, textLinkClass } from '~/components/button-styles';
import { Icon } from '~/components/icons';
import { Prose } from '~/components/prose';
import { SaveToggle } from '~/components/save-toggle';
import { ApiRequestError } from '~/lib/api-client';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { routeId } from '~/lib/record-loader.server';
import { googleCalendarUrl, outlookCalendarUrl } from './calendar-links';
import { sameUkDay, ukDateTime, ukTime } from '~/lib/uk-time';
import type { Route } from './+types/event-page';

/**
 * The event renders with the page. An id that is not a positive whole number, or an event
 * that is unknown or not live (the API answers 404), is the not-found page with status 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = routeId(params.id);
  const get = serverGetter(context, eventDetailResponse);
  let name = '';
  const dehydrated = await prefetch(async (client) => {
    try {
      name = (await client.fetchQuery(eventQuery(id, get))).event.name;
    } catch (error) {
      if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
        throw data(null, { status: 404 });
      }
      throw error;
    }
  });
  return { dehydrated, name };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: args.loaderData?.name || 'Event', noIndex: true });

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** SPEC §2 Event detail: name, save, image, when, where, details, Book Tickets, calendars. */
export default function EventPage({ params }: Route.ComponentProps) {
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
  const where = venueLines(event.venue);
  const detailsText = htmlToText(details);

  return (
    <div className="space-y-8">
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-2 text-sm">
          <li>
            <Link to={paths.events()} className={textLinkClass}>
              Events
            </Link>
          </li>
          <li className="flex min-w-0 items-center gap-2">
            <span aria-hidden="true">/</span>
            <span aria-current="page" className="break-words text-slate-700">
              {event.name}
            </span>
          </li>
        </ol>
      </nav>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <h1 className="min-w-0 text-3xl font-bold tracking-tight break-words text-navy-950 md:text-4xl">
          {event.name}
        </h1>
        <SaveToggle
          kind="event"
          id={event.id}
          itemName={event.name}
          variant="button"
          saveLabel="Save Event"
          className="items-start sm:items-end"
        />
      </div>

      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        {/* The facts come first, so on a phone the date, the place and Book Tickets are above
            the description; from lg they sit in the right-hand column. */}
        <div className="space-y-6 rounded-xl border border-slate-200 bg-white p-6 lg:col-start-2 lg:row-start-1 lg:self-start">
          <section aria-labelledby="event-when">
            <h2 id="event-when" className="flex items-center gap-2 text-lg font-bold text-navy-950">
              <Icon name="clock" className="size-5" />
              When
            </h2>
            <p className="mt-2 text-slate-800">
              <time dateTime={event.start}>{ukDateTime(event.start)}</time> to{' '}
              <time dateTime={event.end}>
                {sameUkDay(event.start, event.end) ? ukTime(event.end) : ukDateTime(event.end)}
              </time>{' '}
              <span className="text-slate-600">(UK time)</span>
            </p>
          </section>

          {where.length ? (
            <section aria-labelledby="event-where">
              <h2
                id="event-where"
                className="flex items-center gap-2 text-lg font-bold text-navy-950"
              >
                <Icon name="map-pin" className="size-5" />
                Where
              </h2>
              <address className="mt-2 text-slate-800 not-italic">
                {where.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </section>
          ) : null}

          {event.url ? (
            <a href={event.url} {...newTab} className={buttonClass('primary', 'w-full')}>
              Book Tickets
              <Icon name="external" className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}

          <section aria-labelledby="event-calendar">
            <h2
              id="event-calendar"
              className="flex items-center gap-2 text-lg font-bold text-navy-950"
            >
              <Icon name="calendar" className="size-5" />
              Add to calendar
            </h2>
            <ul className="mt-3 space-y-2">
              <li>
                <a href={eventCalendarPath(event.id)} download className={textLinkClass}>
                  Download calendar file (.ics)
                </a>
              </li>
              <li>
                <a
                  href={googleCalendarUrl(event, detailsText)}
                  {...newTab}
                  className={textLinkClass}
                >
                  Google Calendar<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
              <li>
                <a
                  href={outlookCalendarUrl(event, detailsText)}
                  {...newTab}
                  className={textLinkClass}
                >
                  Outlook Calendar<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            </ul>
          </section>
        </div>
        <div className="min-w-0 space-y-8 lg:col-start-1 lg:row-start-1">
          {event.image_url ? (
            <img
              src={event.image_url}
              alt={event.name}
              width={1200}
              height={675}
              className="aspect-video w-full rounded-xl bg-slate-100 object-cover"
            />
          ) : null}
          {details ? (
            <Prose>
              {/* The only HTML from outside this site that we render: the events platform's
                  description. The server sanitised it to an allow-list (features/events/
                  sanitise.ts: no scripts, styles, frames, handlers, or links other than https
                  and mailto), so it is safe to insert as HTML here. */}
              <div dangerouslySetInnerHTML={{ __html: details }} />
            </Prose>
          ) : null}
        </div>
      </div>
    </div>
  );
}
