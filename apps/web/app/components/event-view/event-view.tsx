// One event as members see it (SPEC §2 Event detail): name, save, image, when, where,
// details, Book Tickets, calendars. The member page draws it, and so does the staff console's
// preview, so what staff check before publishing is what members get. Details written in the
// console's block editor are drawn by the articles' renderer from blocks the loader prepared;
// older and events-platform details are the server's sanitised HTML.
import type { EventItem } from '@techgold/contracts/events';
import { venueLines } from '@techgold/contracts/event-venue';
import { htmlToText } from '@techgold/contracts/html-text';
import { Link } from 'react-router';
import { eventCalendarPath } from '~/api/get-event';
import { Notice } from '~/components/alert';
import { buttonClass, textLinkClass } from '~/components/button-styles';
import { EditorContent } from '~/components/editor-renderer/editor-content';
import type { RenderBlock } from '~/components/editor-renderer/types';
import { Icon } from '~/components/icons';
import { Prose } from '~/components/prose';
import { SaveToggle } from '~/components/save-toggle';
import { paths } from '~/lib/paths';
import { sameUkDay, ukDateTime, ukTime } from '~/lib/uk-time';
import { googleCalendarUrl, outlookCalendarUrl } from './calendar-links';

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

export const CANCELLED_TEXT = 'This event has been cancelled.';

export function EventView({
  event,
  details,
  blocks,
  preview = false,
}: {
  event: Pick<
    EventItem,
    'id' | 'name' | 'status' | 'start' | 'end' | 'image_url' | 'url' | 'venue'
  >;
  /** Sanitised HTML (always filled, also for editor-written details: the calendar text). */
  details: string;
  /** The editor-written details, prepared by the loader; null for HTML details. */
  blocks: RenderBlock[] | null;
  /** The console's preview: no saving, no calendar downloads (the event is not public yet). */
  preview?: boolean;
}) {
  const where = venueLines(event.venue);
  const detailsText = htmlToText(details);
  const cancelled = event.status === 'cancelled';
  // In the console's preview the console's own page title is the h1.
  const Title = preview ? 'h2' : 'h1';

  return (
    <div className="space-y-8">
      {preview ? null : (
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
      )}

      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <Title className="min-w-0 text-3xl font-bold tracking-tight break-words text-navy-950 md:text-4xl">
          {event.name}
        </Title>
        {preview ? null : (
          <SaveToggle
            kind="event"
            id={event.id}
            itemName={event.name}
            variant="button"
            saveLabel="Save Event"
            className="items-start sm:items-end"
          />
        )}
      </div>
      {cancelled ? (
        <Notice tone="warning">{CANCELLED_TEXT} It will not take place as planned.</Notice>
      ) : null}

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

          {event.url && !cancelled ? (
            <a href={event.url} {...newTab} className={buttonClass('primary', 'w-full')}>
              Book Tickets
              <Icon name="external" className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}

          {preview || cancelled ? null : (
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
          )}
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
          {blocks?.length ? (
            <EditorContent blocks={blocks} />
          ) : details ? (
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
