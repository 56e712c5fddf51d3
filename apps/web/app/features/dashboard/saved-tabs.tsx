import type { PageUser } from '@techgold/contracts/page-user';
import { useId } from 'react';
import { Link } from 'react-router';
import { useRovingTabs } from '~/components/use-roving-tabs';
import { cn } from '~/lib/cn';
import { paths } from '~/lib/paths';
import { SavedEmployers, SavedEvents, SavedInsights, SavedLearningProviders } from './saved-lists';

interface SavedTab {
  key: string;
  label: string;
  noun: string;
  count: number;
  browse: string;
}

function tabsFor(user: PageUser): SavedTab[] {
  return [
    {
      key: 'insights',
      label: 'Insights',
      noun: 'insights',
      count: user.saved_article_ids.length,
      browse: paths.insights(),
    },
    {
      key: 'events',
      label: 'Events',
      noun: 'events',
      count: user.saved_event_ids.length,
      browse: paths.events(),
    },
    {
      key: 'employers',
      label: 'Employers',
      noun: 'employers',
      count: user.saved_employer_ids.length,
      browse: paths.platformEmployers(),
    },
    {
      key: 'providers',
      label: 'Learning Providers',
      noun: 'learning providers',
      count: user.saved_school_ids.length,
      browse: paths.learningProvidersList(),
    },
  ];
}

function SavedPanel({ tab }: { tab: string }) {
  switch (tab) {
    case 'events':
      return <SavedEvents />;
    case 'employers':
      return <SavedEmployers />;
    case 'providers':
      return <SavedLearningProviders />;
    default:
      return <SavedInsights />;
  }
}

/** SPEC §2 Dashboard Saved section: tabs with counts (Insights first) and the saved items. */
export function SavedTabs({ user }: { user: PageUser }) {
  const tabs = tabsFor(user);
  const { selected, select, onKeyDown, tabRef } = useRovingTabs(tabs.length);
  const baseId = useId();

  const active = tabs[selected] ?? tabs[0]!;
  return (
    <section
      aria-labelledby={`${baseId}-heading`}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <h2 id={`${baseId}-heading`} className="px-6 pt-6 text-xl font-bold text-navy-950">
        Saved
      </h2>
      <div
        role="tablist"
        aria-label="Saved items"
        className="mt-4 flex flex-wrap gap-x-1 border-b border-slate-200 px-4"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={tabRef(index)}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.key}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => select(index, false)}
            className={cn(
              'flex min-h-11 shrink-0 items-center gap-2 border-b-4 px-3 py-2 font-semibold whitespace-nowrap',
              index === selected
                ? 'border-gold-500 text-navy-950'
                : 'border-transparent text-slate-600 hover:text-navy-900',
            )}
          >
            {tab.label}
            <span className="rounded-full bg-navy-50 px-2 py-0.5 text-sm text-navy-800">
              {tab.count}
            </span>
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${active.key}`}
        className="p-6"
      >
        {active.count === 0 ? (
          <p className="text-slate-700">You do not currently have any saved {active.noun}</p>
        ) : (
          <SavedPanel tab={active.key} />
        )}
        <Link
          to={active.browse}
          className="mt-3 inline-block rounded font-semibold text-navy-700 underline underline-offset-4"
        >
          Browse {active.noun}
        </Link>
      </div>
    </section>
  );
}
