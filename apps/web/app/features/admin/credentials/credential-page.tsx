import {
  adminCredential,
  credentialRevoke,
  REVOKE_REASON_MAX,
} from '@techgold/contracts/admin/credentials';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  credentialQuery,
  useCredential,
  useRevokeCredential,
  type AdminCredential,
} from '~/api/admin/credentials';
import { Notice } from '~/components/alert';
import { buttonClass } from '~/components/button-styles';
import { TextareaField } from '~/components/form/textarea-field';
import { Form } from '~/components/form/form';
import { useForm } from '~/components/form/use-form';
import { useResult } from '~/components/result/result-message';
import { paths } from '~/lib/paths';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { pageError, routeId } from '~/lib/record-loader.server';
import { adminPaths } from '../admin-paths';
import { adminMeta } from '../components/meta';
import { PageHeader, Panel, SummaryList, Tag, When } from '../components/page-parts';
import type { Route } from './+types/credential-page';

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = routeId(params.id);
  let title = '';
  const dehydrated = await prefetch(async (client) => {
    const credential = await client
      .fetchQuery(credentialQuery(id, serverGetter(context, adminCredential)))
      .catch(pageError);
    title = `${credential.badge.name}: ${credential.member.name}`;
  });
  return { dehydrated, id, title };
}

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, args.loaderData?.title || 'Credential');

/** Revoking, with a reason (kept for staff) and a confirmation. */
export function RevokeCredential({
  credential,
  onRevoked,
}: {
  credential: AdminCredential;
  onRevoked: () => void;
}) {
  const revoke = useRevokeCredential(credential.id);
  const form = useForm({
    fields: { reason: '' },
    schema: credentialRevoke,
    confirm: {
      question: () =>
        `Revoke ${credential.badge.name} from ${credential.member.name}? This cannot be undone.`,
      confirmLabel: 'Yes, revoke it',
    },
    submit: (values) => revoke.mutateAsync(values.reason),
    onSuccess: onRevoked,
  });
  return (
    <Panel title="Revoke" id="revoke">
      <p className="mb-4 text-slate-700">
        Its public page will then say it is revoked, with the date, and show nothing else. The
        reason is kept for staff only.
      </p>
      <Form form={form} submitLabel="Revoke" busyLabel="Revoking…">
        <TextareaField
          label="Reason"
          maxLength={REVOKE_REASON_MAX}
          required
          {...form.field('reason')}
        />
      </Form>
    </Panel>
  );
}

/** One credential: who holds it, what, since when, its public page; revoking it. */
export default function CredentialPage({ loaderData }: Route.ComponentProps) {
  const { data: credential } = useCredential(loaderData.id);
  const [search] = useSearchParams();
  // One result message for the page: "…is issued" while it is active, "…is revoked" after.
  const result = useResult(credential?.revoked_at ? 'revoked' : 'active');
  const { succeeded } = result;
  const issued = search.get('issued') && credential && !credential.revoked_at;
  useEffect(() => {
    if (issued) succeeded(`${credential.badge.name} is issued to ${credential.member.name}.`);
  }, [issued]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!credential) return null;
  const publicPage = paths.credential(credential.public_id);
  return (
    <>
      <PageHeader
        title={`${credential.badge.name}: ${credential.member.name}`}
        back={{ to: adminPaths.credentials(), label: 'All credentials' }}
        actions={
          <Link
            to={adminPaths.auditOf('credential', credential.id)}
            className={buttonClass('outline', undefined, 'sm')}
          >
            Changes to this record
          </Link>
        }
      />
      <div className="mb-6 empty:hidden">{result.region}</div>
      <div className="grid gap-6 *:min-w-0 xl:grid-cols-2">
        <Panel title="At a glance" id="glance">
          <SummaryList
            rows={[
              [
                'State',
                credential.revoked_at ? (
                  <Tag key="s" tone="bad">
                    Revoked
                  </Tag>
                ) : (
                  <Tag key="s" tone="good">
                    Active
                  </Tag>
                ),
              ],
              [
                'Member',
                <Link
                  key="m"
                  to={adminPaths.member(credential.member.id)}
                  className="rounded break-words text-navy-800 underline underline-offset-4"
                >
                  {credential.member.name} ({credential.member.email})
                </Link>,
              ],
              ['Badge', credential.badge.name],
              ['Issued', <When key="i" iso={credential.issued_at} dateOnly />],
              [
                'Expires',
                credential.expires_at ? (
                  <When key="e" iso={credential.expires_at} dateOnly />
                ) : (
                  'Never'
                ),
              ],
              ['Shared', credential.private ? 'No: its holder made it private' : 'Yes'],
              [
                'Public page',
                <a
                  key="p"
                  href={publicPage}
                  className="rounded break-all text-navy-800 underline underline-offset-4"
                >
                  {publicPage}
                </a>,
              ],
            ]}
          />
        </Panel>
        {credential.revoked_at ? (
          <Panel title="Revoked" id="revoked">
            <Notice className="mb-4">
              Revoked on <When iso={credential.revoked_at} />.
            </Notice>
            <SummaryList rows={[['Reason', credential.revocation_reason ?? '']]} />
          </Panel>
        ) : credential.external_id ? (
          <Panel title="Revoke" id="revoke">
            <p className="text-slate-700">
              Issued through the hosted credentials platform: revoke it there.
            </p>
          </Panel>
        ) : (
          <RevokeCredential
            credential={credential}
            onRevoked={() =>
              result.succeeded(
                `${credential.badge.name} is revoked from ${credential.member.name}.`,
                'revoked',
              )
            }
          />
        )}
      </div>
    </>
  );
}
