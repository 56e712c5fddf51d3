import {
  OUTBOX_HISTORY_DAYS,
  outboxPage,
  outboxQuery as outboxListQuery,
  outboxStates,
  type OutboxState,
} from '@techgold/contracts/admin/outbox';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { outboxQuery, useOutbox, useResendMail, type OutboxPage } from '~/api/admin/outbox';
import { buttonClass } from '~/components/button-styles';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { useResult } from '~/components/result/result-message';
import { ConfirmBox } from '~/components/confirm-box';
import { DataTable, type Column } from '../components/data-table';
import { ListBody, SearchField } from '../components/list-body';
import { adminPaths } from '../admin-paths';
import { ListFilters, type EmptyGuide } from '../components/list-frame';
import { listHref, readQuery, useListQuery } from '../components/list-query';
import { adminMeta } from '../components/meta';
import { PageHeader, Tag, When } from '../components/page-parts';
import type { Route } from './+types/outbox-page';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(outboxListQuery, new URL(request.url).searchParams);
  return {
    dehydrated: await prefetch((client) =>
      client.prefetchQuery(outboxQuery(query, serverGetter(context, outboxPage))),
    ),
  };
}

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Mail outbox');

type Mail = OutboxPage['items'][number];

const stateTabs: Record<OutboxState, { label: string; about: string; empty: EmptyGuide }> = {
  waiting: {
    label: 'Waiting',
    empty: {
      title: 'No mail is waiting.',
      text: 'Every email has reached the mail server. Mail waits here only while it is sent or tried again.',
      action: { to: adminPaths.outbox('sent'), label: 'See sent mail' },
    },
    about:
      'Queued, being sent, or waiting to be tried again after a failure (with the reason). A list that keeps growing means the mail server is not answering.',
  },
  failed: {
    label: 'Failed',
    empty: {
      title: 'No mail has failed.',
      text: `Mail the site gave up on after every retry in the last ${OUTBOX_HISTORY_DAYS} days would be listed here, to send again.`,
      action: { to: adminPaths.outbox('waiting'), label: 'See waiting mail' },
    },
    about: `Given up on after every retry, in the last ${OUTBOX_HISTORY_DAYS} days. Send one again once the cause is fixed: a new copy goes out and the failed one stays listed.`,
  },
  sent: {
    label: 'Sent',
    empty: {
      title: 'No mail sent lately.',
      text: `Emails the mail server accepted in the last ${OUTBOX_HISTORY_DAYS} days are listed here, by recipient and subject.`,
      action: { to: adminPaths.outbox('waiting'), label: 'See waiting mail' },
    },
    about: `Accepted by the mail server in the last ${OUTBOX_HISTORY_DAYS} days.`,
  },
};

/**
 * The mail the site sends, as staff need to see it when someone says "I never got the email":
 * by recipient and subject, never the body (it can carry a one-time link).
 */
export default function OutboxPage() {
  const query = useListQuery(outboxListQuery);
  const [search] = useSearchParams();
  // readQuery kept only a state the API accepts; none means the API's default.
  const state = (query.state as OutboxState | undefined) ?? 'failed';
  const mail = useOutbox(query);
  const resend = useResendMail();
  const outcome = useResult(undefined, 'mb-4');
  const [confirming, setConfirming] = useState<Mail | null>(null);

  const sendAgain = (item: Mail) => {
    setConfirming(null);
    resend.mutate(item.id, {
      onSuccess: (answer) => outcome.succeeded(`${item.subject} to ${item.to}: ${answer.message}`),
      onError: (error) => outcome.failed(error),
    });
  };

  const columns: Column<Mail>[] = [
    { label: 'To', cell: (m) => <span className="break-all">{m.to}</span> },
    { label: 'Subject', cell: (m) => m.subject },
    {
      label: 'Tries',
      cell: (m) =>
        m.state === 'waiting' && m.tries > 0 ? <Tag tone="warn">{m.tries}</Tag> : m.tries,
    },
    {
      label: 'Last error',
      cell: (m) =>
        m.last_error ? (
          <span className="break-words">{m.last_error}</span>
        ) : (
          <span className="text-slate-600">None</span>
        ),
    },
    { label: 'Queued', cell: (m) => <When iso={m.created_at} /> },
    ...(state === 'waiting'
      ? []
      : [
          {
            label: state === 'sent' ? 'Sent' : 'Failed',
            cell: (m: Mail) => <When iso={m.finished_at} />,
          },
        ]),
    ...(state === 'failed'
      ? [
          {
            label: 'Action',
            cell: (m: Mail) => (
              <button
                type="button"
                className={buttonClass('outline', undefined, 'sm')}
                disabled={resend.isPending}
                onClick={() => setConfirming(m)}
              >
                Send again
                <span className="sr-only">
                  : {m.subject} to {m.to}
                </span>
              </button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title="Mail outbox"
        description="Every email the site sends goes through here: confirmations, password resets, notifications and replies. Recipients and subjects only; the messages themselves are never shown, because they can hold one-time links."
      />
      <nav aria-label="Mail by state" className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {outboxStates.map((s) => (
            <li key={s}>
              <Link
                to={listHref(search, { state: s })}
                aria-current={s === state ? 'page' : undefined}
                className={buttonClass(s === state ? 'primary' : 'outline', undefined, 'sm')}
              >
                {stateTabs[s].label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mb-4 max-w-prose text-slate-700">{stateTabs[state].about}</p>
      {outcome.region}
      {confirming ? (
        <div className="mb-4">
          <ConfirmBox
            question={`Send “${confirming.subject}” to ${confirming.to} again? A link in it may have expired since it was written: if so, the person needs to ask for a new one.`}
            confirmLabel="Yes, send it again"
            onConfirm={() => sendAgain(confirming)}
            onCancel={() => setConfirming(null)}
          />
        </div>
      ) : null}
      <ListFilters label="Search mail" keep={['state']}>
        <SearchField label="Recipient’s email" />
      </ListFilters>
      <ListBody
        query={mail}
        noun="emails"
        one="email"
        empty={stateTabs[state].empty}
        context={['state']}
      >
        {(page) => (
          <DataTable
            caption={`${stateTabs[state].label} mail`}
            columns={columns}
            rows={page.items}
            rowKey={(m) => m.id}
          />
        )}
      </ListBody>
    </>
  );
}
