import {
  adminNewslettersPage,
  adminNewslettersQuery,
  monthName,
  newsletterCreate,
} from '@techgold/contracts/admin/newsletter';
import { Link, useNavigate } from 'react-router';
import {
  newslettersQuery,
  useCreateNewsletter,
  useNewsletters,
  type NewslettersPage,
} from '~/api/admin/newsletter';
import { Form } from '~/components/form/form';
import { useForm } from '~/components/form/use-form';
import { TextField } from '~/components/text-field';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { adminPaths } from '../admin-paths';
import { DataTable, type Column } from '../components/data-table';
import { ListBody } from '../components/list-body';
import { readQuery, useListQuery } from '../components/list-query';
import { adminMeta } from '../components/meta';
import { PageHeader, Panel, Tag, When } from '../components/page-parts';
import type { Route } from './+types/newsletters-page';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(adminNewslettersQuery, new URL(request.url).searchParams);
  return {
    dehydrated: await prefetch((client) =>
      client.prefetchQuery(newslettersQuery(query, serverGetter(context, adminNewslettersPage))),
    ),
  };
}

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Newsletter');

type Issue = NewslettersPage['items'][number];

const statusTag = (i: Issue) =>
  i.status === 'sent' ? (
    <Tag tone="good">Sent</Tag>
  ) : i.status === 'sending' ? (
    <Tag tone="warn">Sending</Tag>
  ) : (
    <Tag>Draft</Tag>
  );

const columns: Column<Issue>[] = [
  {
    label: 'Subject',
    cell: (i) => (
      <Link
        to={adminPaths.newsletter(i.id)}
        className="rounded text-navy-800 underline underline-offset-4"
      >
        {i.subject}
      </Link>
    ),
  },
  { label: 'Status', cell: statusTag },
  { label: 'Month', cell: (i) => (i.month ? monthName(i.month) : 'Not sent') },
  { label: 'Recipients', cell: (i) => (i.status === 'draft' ? '–' : String(i.recipients)) },
  { label: 'Updated', cell: (i) => <When iso={i.updated_at} /> },
];

/** A new draft: its subject first, then the compose page. */
function NewIssue() {
  const create = useCreateNewsletter();
  const navigate = useNavigate();
  const form = useForm({
    fields: { subject: '' },
    schema: newsletterCreate,
    submit: (body) => create.mutateAsync(body),
    onSuccess: (record) => void navigate(adminPaths.newsletter(record.id)),
    stayBusy: true,
  });
  return (
    <Panel title="Write a newsletter" id="new-issue" className="mb-6 max-w-3xl">
      <Form form={form} label="Write a newsletter" submitLabel="Create draft" busyLabel="Creating…">
        <TextField label="Subject" maxLength={200} className="min-w-0" {...form.field('subject')} />
      </Form>
    </Panel>
  );
}

/** Every newsletter: drafts being written, and the ones sent (one a month). */
export default function NewslettersPage() {
  const query = useListQuery(adminNewslettersQuery);
  const issues = useNewsletters(query);
  const month = issues.data?.this_month;
  return (
    <>
      <PageHeader
        title="Newsletter"
        description={
          <p>
            One newsletter a month goes to confirmed subscribers and to members who chose to hear
            from us, each address once.{' '}
            {month
              ? issues.data?.this_month_sent
                ? `The newsletter for ${monthName(month)} has been sent.`
                : `The newsletter for ${monthName(month)} has not been sent yet.`
              : null}
          </p>
        }
      />
      <NewIssue />
      <ListBody
        query={issues}
        noun="newsletters"
        one="newsletter"
        empty={{
          title: 'No newsletters yet.',
          text: 'Each month’s newsletter is kept here, drafts and sent ones. Start one by giving it a subject.',
          action: { to: '#new-issue', label: 'Write the first newsletter' },
        }}
      >
        {(page) => (
          <DataTable
            caption="Newsletters"
            columns={columns}
            rows={page.items}
            rowKey={(i) => i.id}
          />
        )}
      </ListBody>
    </>
  );
}
