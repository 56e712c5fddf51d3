import { adminOptions } from '@techgold/contracts/admin/options';
import { auditPage, auditQuery as auditQuerySchema } from '@techgold/contracts/admin/audit';
import {
  AUDIT_ACTIONS,
  AUDIT_RECORD_KINDS,
  auditActionLabel,
  auditChangedFields,
  auditValueText,
} from '@techgold/contracts/audit-actions';
import { Link, useSearchParams } from 'react-router';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import { auditQuery, useAudit, type AuditPage } from '~/api/admin/audit';
import { optionsQuery, useAdminOptions } from '~/api/admin/options';
import { SelectField } from '~/components/form/select-field';
import { TextField } from '~/components/text-field';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { adminPaths } from '../admin-paths';
import { DataTable, type Column } from '../components/data-table';
import { ListBody, SearchField } from '../components/list-body';
import { ListFilters } from '../components/list-frame';
import { readQuery, useListQuery } from '../components/list-query';
import { adminMeta } from '../components/meta';
import { PageHeader, When } from '../components/page-parts';
import type { Route } from './+types/audit-page';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(auditQuerySchema, new URL(request.url).searchParams);
  return {
    dehydrated: await prefetch((client) =>
      Promise.all([
        client.prefetchQuery(auditQuery(query, serverGetter(context, auditPage))),
        client.prefetchQuery(optionsQuery(serverGetter(context, adminOptions))),
      ]),
    ),
  };
}

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Audit log');

type Entry = AuditPage['items'][number];

/** The console page of each kind of record, where it has one. */
const recordPath: Partial<Record<string, (id: string) => string>> = {
  user: adminPaths.member,
  enquiry: adminPaths.enquiry,
  school: (id) => adminPaths.organisation('school', id),
  employer: (id) => adminPaths.organisation('employer', id),
  rights_request: adminPaths.rightsRequest,
  course: adminPaths.course,
  event: adminPaths.event,
  insight: adminPaths.insight,
  tag: adminPaths.tag,
  cta: adminPaths.cta,
  quote: adminPaths.quote,
  credential: adminPaths.credential,
  newsletter: adminPaths.newsletter,
};

const recordKindLabel = AUDIT_RECORD_KINDS as Record<string, string>;

/**
 * The CSV of what the filters match now (every change, not this page of them): the page's
 * own query without its paging. A plain link, so it downloads with or without the script.
 */
function csvHref(search: URLSearchParams): string {
  const kept = new URLSearchParams(search);
  kept.delete('limit');
  kept.delete('offset');
  const query = kept.toString();
  return query ? `${adminApiRoutes.auditCsv}?${query}` : adminApiRoutes.auditCsv;
}

/** "Member: Ada Lovelace", linked to its page while the record is there to open. */
function RecordCell({ entry }: { entry: Entry }) {
  const { target_type: type, target_id: id, target_name: name } = entry;
  if (!id || !type) return <>—</>;
  const kind = recordKindLabel[type] ?? type;
  const to = name && !name.startsWith('Erased member') ? recordPath[type]?.(id) : undefined;
  const text = name ?? `#${id} (no longer there)`;
  return (
    <span className="break-words">
      {kind}:{' '}
      {to ? (
        <Link to={to} className="rounded text-navy-800 underline underline-offset-4">
          {text}
        </Link>
      ) : (
        text
      )}
    </span>
  );
}

/** The fields a change touched, before and after; redacted values arrive as "[redacted]". */
function Changes({ entry }: { entry: Entry }) {
  const fields = auditChangedFields(entry);
  const extra = entry.data && Object.keys(entry.data).length ? entry.data : null;
  if (!fields.length && !extra) return <span className="text-slate-600">—</span>;
  return (
    <details>
      <summary className="cursor-pointer rounded font-semibold text-navy-800">
        {fields.length ? `${fields.length} field${fields.length === 1 ? '' : 's'}` : 'Details'}
      </summary>
      <dl className="mt-2 space-y-1 text-sm">
        {fields.map((field) => (
          <div key={field}>
            <dt className="font-semibold">{field}</dt>
            <dd className="break-words">
              {auditValueText(entry.before?.[field])} <span aria-hidden="true">→</span>
              <span className="sr-only">changed to</span> {auditValueText(entry.after?.[field])}
            </dd>
          </div>
        ))}
        {extra ? (
          <div>
            <dt className="font-semibold">Details</dt>
            <dd className="break-words">{JSON.stringify(extra)}</dd>
          </div>
        ) : null}
      </dl>
    </details>
  );
}

const columns: Column<Entry>[] = [
  { label: 'When', cell: (e) => <When iso={e.created_at} />, sort: 'when', firstDir: 'desc' },
  { label: 'Who', cell: (e) => e.actor_name },
  { label: 'What', cell: (e) => auditActionLabel(e.kind) },
  { label: 'Record', cell: (e) => <RecordCell entry={e} /> },
  { label: 'Changes', cell: (e) => <Changes entry={e} />, className: 'min-w-64' },
];

/**
 * Every change made through the console, newest first (or oldest), by person, kind, date and
 * text in the change.
 */
export default function AuditPage() {
  const query = useListQuery(auditQuerySchema);
  const [search] = useSearchParams();
  const audit = useAudit(query);
  const options = useAdminOptions();
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change made through the staff console: who, when, and the fields before and after. Passwords, codes and tokens are never recorded."
      />
      <ListFilters label="Filter the audit log" keep={['target_id', 'sort', 'dir']}>
        <SearchField label="A person's name or email, or text in the change" />
        <SelectField
          label="Person"
          name="actor_id"
          placeholder="Anyone"
          options={(options.data?.staff ?? []).map((s) => ({ value: s.id, label: s.name }))}
          defaultValue={query.actor_id ?? ''}
        />
        <SelectField
          label="Kind of record"
          name="target_type"
          placeholder="Any record"
          options={Object.entries(AUDIT_RECORD_KINDS).map(([value, label]) => ({ value, label }))}
          defaultValue={query.target_type ?? ''}
        />
        <SelectField
          label="Change"
          name="kind"
          placeholder="Any change"
          options={Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }))}
          defaultValue={query.kind ?? ''}
        />
        <TextField label="From" name="from" type="date" defaultValue={search.get('from') ?? ''} />
        <TextField label="To" name="to" type="date" defaultValue={search.get('to') ?? ''} />
      </ListFilters>
      {query.target_type && query.target_id ? (
        <p className="mt-4 text-slate-700">
          Showing changes to one {(recordKindLabel[query.target_type] ?? 'record').toLowerCase()} (#
          {query.target_id}) only.{' '}
          <Link to={adminPaths.audit()} className="font-semibold underline underline-offset-4">
            Show every record
          </Link>
        </p>
      ) : null}
      <p className="mt-4">
        <a
          href={csvHref(search)}
          download
          className="rounded font-semibold text-navy-800 underline underline-offset-4"
        >
          Download as CSV
        </a>{' '}
        <span className="text-slate-700">
          (every change these filters match, not only this page)
        </span>
      </p>
      <ListBody
        query={audit}
        noun="changes"
        one="change"
        empty={{
          title: 'No changes recorded yet.',
          text: 'Every change made in the console is listed here: who made it, when, and to which record.',
          action: { to: adminPaths.members(), label: 'Go to the members' },
        }}
      >
        {(page) => (
          <DataTable
            caption="Audit log"
            columns={columns}
            rows={page.items}
            rowKey={(e) => e.id}
            sort={{ sort: 'when', dir: query.dir ?? 'desc' }}
          />
        )}
      </ListBody>
    </>
  );
}
