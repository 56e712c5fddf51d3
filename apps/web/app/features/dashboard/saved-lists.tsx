import { useEmployers } from '~/api/get-employers';
import { useEvents } from '~/api/get-events';
import { useInsights } from '~/api/get-insights';
import { useSchools } from '~/api/get-schools';
import { NewsDate } from '~/components/insight-card';
import { paths } from '~/lib/paths';
import { ukDateTime } from '~/lib/uk-time';
import { SavedList } from './saved-list';

export const SAVED = { saved: true } as const;
/** The dashboard's default tab; its loader prefetches this list. */
export const SAVED_INSIGHTS = SAVED;

/** The Saved tab's insights, newest first, 20 at a time (SPEC §4 Lists). */
export function SavedInsights() {
  return (
    <SavedList
      query={useInsights(SAVED)}
      noun="insights"
      rows={(page) =>
        page.insights.map((insight) => ({
          id: insight.id,
          title: insight.title,
          to: paths.insight(insight.id),
          detail: (
            <>
              <NewsDate iso={insight.created_at} />
              {insight.user.full_name ? ` · ${insight.user.full_name}` : null}
            </>
          ),
        }))
      }
    />
  );
}

export function SavedEmployers() {
  return (
    <SavedList
      query={useEmployers(SAVED)}
      noun="employers"
      rows={(page) =>
        page.employers.map((employer) => ({
          id: employer.id,
          title: employer.title,
          to: paths.employer(employer.id),
          detail: employer.address_state,
        }))
      }
    />
  );
}

export function SavedLearningProviders() {
  return (
    <SavedList
      query={useSchools(SAVED)}
      noun="learning providers"
      rows={(page) =>
        page.schools.map((school) => ({
          id: school.id,
          title: school.title,
          to: paths.learningProvider(school.id),
          detail: school.address_state,
        }))
      }
    />
  );
}

export function SavedEvents() {
  return (
    <SavedList
      query={useEvents(SAVED)}
      noun="events"
      rows={(page) =>
        page.events.map((event) => ({
          id: event.id,
          title: event.name,
          to: paths.event(event.id),
          detail: [ukDateTime(event.start), event.venue?.city].filter(Boolean).join(' · '),
        }))
      }
    />
  );
}
