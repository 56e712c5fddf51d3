// Insights (with tags) and events (with venues). The insights are the written demo articles
// of data/articles/, so nothing here draws from the PRNG.
import type { Queryable } from '../client.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import * as s from '../schema/index.ts';
import { insertAll, insertIds } from './batch.ts';
import { articleBody, articleThumbnails, demoArticles } from './data/articles/index.ts';
import {
  EVENT_NAMES,
  EVENT_SCHEDULE,
  MORE_UPCOMING_EVENTS,
  VENUES,
  eventDescriptionHtml,
} from './data/events.ts';
import { INDUSTRY_TAGS, TOPIC_TAGS } from './data/tags.ts';
import type { People } from './demo-users.ts';
import type { Reference } from './demo-reference.ts';
import { daysFromNow, slugify } from './prng.ts';

export const INSIGHT_COUNT = 64;

export interface Content {
  insightIds: number[];
  /** Live insights, for saved items and notifications (members only see those). */
  liveInsightIds: number[];
  eventIds: number[];
  /**
   * EVENT_SCHEDULE's live events (past and upcoming), for saved items and notifications.
   * MORE_UPCOMING_EVENTS are left out so the member data's random picks stay as they were.
   */
  liveEventIds: number[];
}

/**
 * Visibility cycles through five states so every combination is well populated:
 * three live and public, one live for members only, one not live.
 */
function visibility(n: number) {
  const k = n % 5;
  return { live: k !== 4, public: k <= 2 };
}

export async function seedContent(
  db: Queryable,
  ref: Reference,
  people: People,
  eventsNow: Date,
): Promise<Content> {
  const articles = demoArticles(INSIGHT_COUNT);
  const thumbnails = articleThumbnails(articles);
  const rows = articles.map((article, n) => {
    const created = daysFromNow(-(INSIGHT_COUNT - n) * 9, n % 7);
    return {
      title: article.title,
      subtitle: article.subtitle,
      body: articleBody(article, n, created.getTime()),
      url: slugify(article.title),
      ...visibility(n),
      // Nobody knows these keys: the insights feature issues a fresh one to the author.
      editKeyHash: sha256(randomToken()),
      thumbnail: thumbnails[n]!,
      // The demo author writes every fourth insight (drafts included); others share the rest.
      userId:
        n % 4 === 0 ? people.authorId : people.authorIds[1 + (n % (people.authorIds.length - 1))]!,
      createdAt: created,
      updatedAt: daysFromNow(-(INSIGHT_COUNT - n) * 9 + (n % 3), n % 7),
    };
  });
  const insightIds = await insertIds(db, s.insights, rows);

  // Each insight: its news category (cycling so all three fill up) and the industry and topic
  // tags its article names.
  const idOf = (ids: number[], titles: readonly string[], title: string) => {
    const i = titles.indexOf(title);
    if (i < 0) throw new Error(`demo articles: unknown tag "${title}"`);
    return ids[i]!;
  };
  await insertAll(
    db,
    s.insightTags,
    insightIds.flatMap((insightId, n) =>
      [
        ref.newsTagIds[n % ref.newsTagIds.length]!,
        ...articles[n]!.industries.map((t) => idOf(ref.industryTagIds, INDUSTRY_TAGS, t)),
        ...articles[n]!.topics.map((t) => idOf(ref.topicTagIds, TOPIC_TAGS, t)),
      ].map((tagId) => ({ insightId, tagId })),
    ),
  );

  const venueIds = await insertIds(
    db,
    s.venues,
    VENUES.map((v, i) => ({ ...v, country: 'United Kingdom', externalId: `venue-${1000 + i}` })),
  );
  const DAY = 86_400_000;
  const HOUR = 3_600_000;
  const eventDay = (days: number, hours = 0) =>
    new Date(eventsNow.getTime() + days * DAY + hours * HOUR);
  const schedule: Array<(typeof EVENT_SCHEDULE)[number] & { hours?: number }> = [
    ...EVENT_SCHEDULE,
    ...MORE_UPCOMING_EVENTS.map((e) => ({ ...e, status: 'live' as const })),
  ];
  const eventRows = schedule.map((slot, i) => {
    const venueIndex = i % VENUES.length;
    const name = `${EVENT_NAMES[i % EVENT_NAMES.length]}: ${VENUES[venueIndex]!.city}`;
    // The anchor is 09:00 UTC: events start at 09:00, 12:00, 15:00 or 18:00.
    const start = eventDay(slot.days, (i % 4) * 3);
    const hours = slot.hours ?? 2 + (i % 3);
    return {
      name,
      status: slot.status,
      start,
      end: new Date(start.getTime() + hours * HOUR),
      imageUrl: `/media/events/event-${(i % 6) + 1}.svg`,
      url: `https://tickets.example.org/e/${slugify(name)}-${2000 + i}`,
      descriptionHtml: eventDescriptionHtml(
        EVENT_NAMES[i % EVENT_NAMES.length]!,
        VENUES[venueIndex]!.city,
      ),
      externalId: `evt-${2000 + i}`,
      venueId: venueIds[venueIndex]!,
      createdAt: eventDay(Math.min(slot.days, 0) - 60),
      updatedAt: eventDay(Math.min(slot.days, 0) - 60),
    };
  });
  const eventIds = await insertIds(db, s.events, eventRows);

  return {
    insightIds,
    liveInsightIds: insightIds.filter((_, n) => visibility(n).live),
    eventIds,
    liveEventIds: eventIds.filter((_, i) => EVENT_SCHEDULE[i]?.status === 'live'),
  };
}
