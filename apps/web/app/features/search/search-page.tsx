import {
  SEARCH_KINDS,
  SEARCH_RESULTS_MAX_PAGE,
  searchResultsResponse,
  type SearchKind,
  type SearchResultGroup,
} from '@techgold/contracts/search';
import { SEARCH_MIN_CHARS } from '@techgold/contracts/search-limits';
import { Form, Link } from 'react-router';
import { searchResultsQuery } from '~/api/get-search-results';
import { buttonClass } from '~/components/button-styles';
import { Pagination } from '~/components/pagination';
import { ApiRequestError } from '~/lib/api-client';
import { requireUser } from '~/lib/auth.server';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { serverGetter, serverRead } from '~/lib/prefetch.server';
import { sameUkDay, ukDateTime, ukTime } from '~/lib/uk-time';
import { searchResultsPath } from './search-path';
import { countOf, KIND_HEADINGS, pageCount, resultsSummary } from './search-results';
import type { Route } from './+types/search-page';

const title = 'Search results';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, noIndex: true });

/** One search box on a phone: this page has its own. */
export const handle = { ownSearch: true };

const isKind = (value: string | null): value is SearchKind =>
  (SEARCH_KINDS as readonly string[]).includes(value ?? '');

/** The query string as the page reads it: an unknown kind or page falls back to all, page 1. */
function paramsOf(url: URL) {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const kindText = url.searchParams.get('kind');
  const kind = isKind(kindText) ? kindText : undefined;
  const pageNumber = Number(url.searchParams.get('page') ?? '1');
  const page =
    kind && Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= SEARCH_RESULTS_MAX_PAGE
      ? pageNumber
      : 1;
  return { q, kind, page };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(context);
  const params = paramsOf(new URL(request.url));
  if ([...params.q].length < SEARCH_MIN_CHARS) return { ...params, groups: null, failed: false };
  try {
    const get = serverGetter(context, searchResultsResponse);
    const { groups } = await serverRead(searchResultsQuery(params, get));
    return { ...params, groups, failed: false };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    return { ...params, groups: null, failed: true };
  }
}

const hrefOf = (kind: SearchKind, id: number) =>
  kind === 'employers'
    ? paths.employer(id)
    : kind === 'insights'
      ? paths.insight(id)
      : kind === 'schools'
        ? paths.learningProvider(id)
        : paths.event(id);

/** "Tue 3 March 2026, 18:00 to 20:00", or both dates when it runs over days. */
const whenOf = (start: string, end: string | null) =>
  end === null
    ? ukDateTime(start)
    : `${ukDateTime(start)} to ${sameUkDay(start, end) ? ukTime(end) : ukDateTime(end)}`;

/**
 * The header search's "See all results": every kind's first results with its count, or one
 * kind a page at a time ("See all 11 employers"), events with their dates.
 */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, kind, page, groups, failed } = loaderData;
  const total = groups?.reduce((sum, g) => sum + g.total, 0) ?? 0;
  return (
    <div className="max-w-4xl space-y-8">
      <h1 className="text-3xl font-bold tracking-tight text-navy-950">{title}</h1>
      <Form
        method="get"
        action={searchResultsPath('')}
        role="search"
        aria-label="Search the platform"
      >
        <label htmlFor="search-page-q" className="block font-semibold text-navy-950">
          Search employers, insights, learning providers and events
        </label>
        <div className="mt-2 flex flex-wrap gap-3">
          <input
            id="search-page-q"
            type="search"
            name="q"
            defaultValue={q}
            key={q}
            maxLength={100}
            minLength={SEARCH_MIN_CHARS}
            aria-describedby="search-page-hint"
            className="min-h-11 min-w-0 flex-1 basis-56 rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-slate-900"
          />
          {kind ? <input type="hidden" name="kind" value={kind} /> : null}
          <button type="submit" className={buttonClass('primary')}>
            Search
          </button>
        </div>
        <p id="search-page-hint" className="mt-2 text-sm text-slate-700">
          At least {SEARCH_MIN_CHARS} characters.
        </p>
      </Form>

      <p role="status" className="font-semibold text-navy-950">
        {failed
          ? 'Search is unavailable. Please try again.'
          : groups
            ? resultsSummary(total, q)
            : q
              ? `Type at least ${SEARCH_MIN_CHARS} characters to search.`
              : ''}
      </p>

      {kind && groups ? (
        <p>
          <Link
            to={searchResultsPath(q)}
            className="font-semibold text-navy-700 underline underline-offset-4"
          >
            All kinds of result for “{q}”
          </Link>
        </p>
      ) : null}

      {groups?.map((group) => (
        <ResultGroup key={group.kind} group={group} q={q} single={Boolean(kind)} />
      ))}

      {kind && groups?.[0] ? (
        <Pagination
          page={page}
          pages={pageCount(groups[0].total, groups[0].page_size)}
          hrefFor={(p) => searchResultsPath(q, kind, p)}
          label={`${KIND_HEADINGS[kind]} pages`}
        />
      ) : null}
    </div>
  );
}

function ResultGroup({
  group,
  q,
  single,
}: {
  group: SearchResultGroup;
  q: string;
  single: boolean;
}) {
  const headingId = `results-${group.kind}`;
  const heading = KIND_HEADINGS[group.kind];
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-bold text-navy-950">
        {heading} <span className="font-normal text-slate-700">({group.total})</span>
      </h2>
      {group.items.length ? (
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {group.items.map((item) => (
            <li key={item.id} className="px-4 py-3">
              <Link
                to={hrefOf(group.kind, item.id)}
                className="font-semibold text-navy-800 underline underline-offset-4 [overflow-wrap:anywhere]"
              >
                {item.title}
              </Link>
              {item.start ? (
                <p className="mt-1 text-sm text-slate-700">
                  <time dateTime={item.start}>{whenOf(item.start, item.end)}</time>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">No {heading.toLowerCase()} match.</p>
      )}
      {!single && group.total > group.items.length ? (
        <p>
          <Link
            to={searchResultsPath(q, group.kind)}
            className="font-semibold text-navy-700 underline underline-offset-4"
          >
            See all {countOf(group.kind, group.total)}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
