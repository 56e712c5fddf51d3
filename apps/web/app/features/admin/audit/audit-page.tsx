import { adminOptions, auditPage, auditQuery as auditQuerySchema } from '@techgold/contracts/admin';
import { Link, useSearchParams } from 'react-router';
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

/** What each kind of change is called in the log. */
export const auditKindLabel: Record<string, string> = {
  'member.update': 'Member changed',
  'member.disable': 'Sign-in disabled',
  'member.enable': 'Sign-in enabled',
  'member.set_password_link': 'Set-password link sent',
  'staff.role': 'Staff role changed',
  'staff.reauth': 'Password re-entered',
  'staff.reauth_failed': 'Wrong password re-entered',
  'review.approve': 'Sign-up approved',
  'review.reject': 'Sign-up rejected',
  'review.purge': 'Rejected sign-up deleted',
  'enquiry.update': 'Enquiry changed',
  'enquiry.note': 'Enquiry note added',
  'organisation.create': 'Organisation added',
  'organisation.update': 'Organisation changed',
  'organisation.delete': 'Organisation deleted',
  'organisation.tags': 'Employer tags changed',
  'organisation.domain_add': 'Sign-up domain added',
  'organisation.domain_remove': 'Sign-up domain removed',
  'rights.create': 'Rights request logged',
  'rights.update': 'Rights request changed',
  'rights.export': 'Data sent for a rights request',
  'rights.erase': 'Account erased for a rights request',
  'member.delete_request': 'Member asked to delete their account',
  'member.delete_cancel': 'Member kept their account (deletion cancelled)',
  'member.erase': 'Account erased',
  'member.contact_email_confirmed': 'Contact email confirmed',
};

type Entry = AuditPage['items'][number];

function targetLink(entry: Entry) {
  const id = entry.target_id;
  if (!id || !entry.target_type) return '—';
  // An erased member's rows name them by id only, with nothing left to link to.
  if (entry.target_label) return entry.target_label;
  const to =
    entry.target_type === 'user'
      ? adminPaths.member(id)
      : entry.target_type === 'enquiry'
        ? adminPaths.enquiry(id)
        : entry.target_type === 'school' || entry.target_type === 'employer'
          ? adminPaths.organisation(entry.target_type, id)
          : entry.target_type === 'rights_request'
            ? adminPaths.rightsRequest(id)
            : entry.target_type === 'course'
              ? adminPaths.course(id)
              : entry.target_type === 'event'
                ? adminPaths.event(id)
                : null;
  const text = `${entry.target_type} ${id}`;
  return to ? (
    <Link to={to} className="rounded text-navy-800 underline underline-offset-4">
      {text}
    </Link>
  ) : (
    text
  );
}

const show = (value: unknown) =>
  value === null || value === undefined
    ? 'empty'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** The fields a change touched, before and after; redacted values arrive as "[redacted]". */
function Changes({ entry }: { entry: Entry }) {
  const fields = [
    ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
  ];
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
              {show(entry.before?.[field])} <span aria-hidden="true">→</span>
              <span className="sr-only">changed to</span> {show(entry.after?.[field])}
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
  { label: 'Who', cell: (e) => e.actor_label },
  { label: 'What', cell: (e) => auditKindLabel[e.kind] ?? e.kind },
  { label: 'Record', cell: targetLink },
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
      <ListFilters label="Filter the audit log" keep={['target_type', 'target_id', 'sort', 'dir']}>
        <SearchField label="Text in the change" />
        <SelectField
          label="Person"
          name="actor_id"
          placeholder="Anyone"
          options={(options.data?.staff ?? []).map((s) => ({ value: s.id, label: s.name }))}
          defaultValue={query.actor_id ?? ''}
        />
        <SelectField
          label="Kind"
          name="kind"
          placeholder="Any change"
          options={Object.entries(auditKindLabel).map(([value, label]) => ({ value, label }))}
          defaultValue={query.kind ?? ''}
        />
        <TextField label="From" name="from" type="date" defaultValue={search.get('from') ?? ''} />
        <TextField label="To" name="to" type="date" defaultValue={search.get('to') ?? ''} />
      </ListFilters>
      {query.target_type && query.target_id ? (
        <p className="mt-4 text-slate-700">
          Showing changes to {query.target_type} {query.target_id} only.{' '}
          <Link to={adminPaths.audit()} className="font-semibold underline underline-offset-4">
            Show every record
          </Link>
        </p>
      ) : null}
      <ListBody
        query={audit}
        noun="changes"
        one="change"
        empty={<p>No change matches these filters.</p>}
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
