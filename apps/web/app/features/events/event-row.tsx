import type { EventItem } from '@techgold/contracts/events';
import { Link } from 'react-router';
import { Icon } from '~/components/icons';
import { SaveToggle } from '~/components/save-toggle';
import { eventCalendarPath } from '~/api/get-event';
import { paths } from '~/lib/paths';
import { ukDateTime } from '~/lib/uk-time';

/**
 * A row of the events list: image, name (the link), date in UK time, city, save toggle. On
 * the Saved tab (the member's own events) an upcoming one also offers its calendar file.
 */
export function EventRow({
  event,
  past,
  calendar = false,
}: {
  event: EventItem;
  past: boolean;
  calendar?: boolean;
}) {
  return (
    <article className="flex items-start gap-3 py-4 sm:gap-4">
      {event.image_url ? (
        <img
          src={event.image_url}
          alt=""
          width={160}
          height={90}
          loading="lazy"
          className="aspect-video w-24 shrink-0 rounded-lg bg-slate-100 object-cover sm:w-40"
        />
      ) : (
        <div className="flex aspect-video w-24 shrink-0 items-center justify-center rounded-lg bg-navy-50 text-navy-700 sm:w-40">
          <Icon name="calendar" className="size-8" />
        </div>
      )}
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-semibold break-words text-navy-950">
          <Link to={paths.event(event.id)} className="underline-offset-4 hover:underline">
            {event.name}
          </Link>
        </h2>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700 sm:text-base">
          <span className="inline-flex items-center gap-1.5">
            <Icon name="clock" className="size-4 shrink-0" />
            <time dateTime={event.start}>{ukDateTime(event.start)}</time>
          </span>
          {event.venue?.city ? (
            <span className="inline-flex items-center gap-1.5">
              <Icon name="map-pin" className="size-4 shrink-0" />
              {event.venue.city}
            </span>
          ) : null}
          {past ? (
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800">
              Past event
            </span>
          ) : null}
        </p>
        {calendar && !past ? (
          <p className="mt-2">
            <a
              href={eventCalendarPath(event.id)}
              download
              className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-navy-700 underline underline-offset-4"
            >
              <Icon name="calendar" className="size-4 shrink-0" />
              Add to calendar (.ics)<span className="sr-only"> for {event.name}</span>
            </a>
          </p>
        ) : null}
      </div>
      <SaveToggle kind="event" id={event.id} itemName={event.name} />
    </article>
  );
}
