import {
  rightsRequestDetail,
  rightsRequestPatch,
  rightsRequestStatuses,
  type RightsRequestDetail,
} from '@techgold/contracts/admin/rights-requests';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  rightsRequestQuery,
  useRightsAction,
  useRightsRequest,
  useUpdateRightsRequest,
} from '~/api/admin/rights-requests';
import { Notice } from '~/components/alert';
import { buttonClass } from '~/components/button-styles';
import { Form } from '~/components/form/form';
import { SelectField } from '~/components/form/select-field';
import { TextareaField } from '~/components/form/textarea-field';
import { TextField } from '~/components/text-field';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { pageError, routeId } from '~/lib/record-loader.server';
import { adminPaths } from '../admin-paths';
import { useResult } from '~/components/result/result-message';
import { blankToNull, idValue } from '../components/form-bits';
import { rightsChannelLabel, rightsKindLabel, rightsStatusLabel } from '../components/labels';
import { adminMeta } from '../components/meta';
import { PageHeader, Panel, SummaryList, Tag, When } from '../components/page-parts';
import { useReauthGuard } from '../components/reauth-dialog';
import { useForm } from '~/components/form/use-form';
import { ErasurePreview } from './erasure-preview';
import { rightsStatusTone } from './rights-requests-page';
import type { Route } from './+types/rights-request-page';

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = routeId(params.id);
  let name = '';
  const dehydrated = await prefetch(async (client) => {
    const request = await client
      .fetchQuery(rightsRequestQuery(id, serverGetter(context, rightsRequestDetail)))
      .catch(pageError);
    name = request.requester_name;
  });
  return { dehydrated, id, name };
}

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, `Rights request from ${args.loaderData?.name ?? 'someone'}`);

const schema = rightsRequestPatch.extend({
  user_id: blankToNull(rightsRequestPatch.shape.user_id),
  outcome: blankToNull(rightsRequestPatch.shape.outcome),
  details: blankToNull(rightsRequestPatch.shape.details),
});

const defaultsOf = (r: RightsRequestDetail) => ({
  updated_at: r.updated_at,
  status: r.status,
  outcome: r.outcome ?? '',
  user_id: idValue(r.member?.id),
  details: r.details ?? '',
});

function WorkForm({ request }: { request: RightsRequestDetail }) {
  const update = useUpdateRightsRequest(request.id);
  const queryClient = useQueryClient();
  const form = useForm({
    fields: defaultsOf(request),
    schema: schema,
    submit: (values) => update.mutateAsync(values),
    reload: async () =>
      defaultsOf(await queryClient.fetchQuery({ ...rightsRequestQuery(request.id), staleTime: 0 })),
    onSuccess: () => 'The request is saved.',
  });
  return (
    <Panel title="Work on it" id="work">
      <Form form={form} submitLabel="Save" busyLabel="Saving…">
        <SelectField
          label="Status"
          placeholder="Choose a status"
          options={rightsRequestStatuses.map((s) => ({ value: s, label: rightsStatusLabel[s] }))}
          {...form.field('status')}
        />
        <TextField
          label="Member number"
          hint="The member this request is about, once you have checked who they are."
          inputMode="numeric"
          maxLength={10}
          {...form.field('user_id')}
        />
        <TextareaField label="Details" rows={4} maxLength={5000} {...form.field('details')} />
        <TextareaField
          label="Outcome"
          hint="What was done and when the person was told."
          rows={4}
          maxLength={5000}
          {...form.field('outcome')}
        />
      </Form>
    </Panel>
  );
}

/** The member's own export (access) or erasure (erasure), done for them. */
function Act({ request }: { request: RightsRequestDetail }) {
  const act = useRightsAction(request.id);
  const { guard, dialog } = useReauthGuard();
  const [confirming, setConfirming] = useState(false);
  const outcome = useResult(undefined, 'mb-4');
  const run = async (action: 'export' | 'erase', provedAddresses?: string[]) => {
    setConfirming(false);
    try {
      const answer = await guard(() =>
        act.mutateAsync({
          action,
          updated_at: request.updated_at,
          proved_addresses: provedAddresses,
        }),
      );
      outcome.succeeded(answer.message);
    } catch (error) {
      outcome.failed(error);
    }
  };
  if (request.kind !== 'access' && request.kind !== 'erasure') return null;
  const closed = request.status !== 'open';
  return (
    <Panel
      title={request.kind === 'access' ? 'Send them their data' : 'Erase the account'}
      id="act"
    >
      {dialog}
      {outcome.region}
      {!request.member ? (
        <p className="text-slate-700">Match the request to a member (Member number) first.</p>
      ) : closed ? (
        <p className="text-slate-700">This request is closed.</p>
      ) : request.kind === 'access' ? (
        <>
          <p className="mb-4 text-slate-700">
            {request.member.name} is emailed a link to download everything the site holds about
            them, as if they had asked from their own privacy page. Staff never receive the file.
          </p>
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={act.isPending}
            onClick={() => void run('export')}
          >
            Send {request.member.name} their data
          </button>
        </>
      ) : confirming ? (
        <ErasurePreview
          requestId={request.id}
          memberName={request.member.name}
          onConfirm={(addresses) => void run('erase', addresses)}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <>
          <p className="mb-4 text-slate-700">
            The account of {request.member.name} is erased at once, as the member’s own deletion
            does after its grace period. Published insights stay under “Former member”.
          </p>
          <button
            type="button"
            className={buttonClass('outline')}
            onClick={() => setConfirming(true)}
          >
            Check what will be erased
          </button>
        </>
      )}
    </Panel>
  );
}

/** One rights request: what arrived, when it is due, the work on it and the action. */
export default function RightsRequestPage({ loaderData }: Route.ComponentProps) {
  const { data: request } = useRightsRequest(loaderData.id);
  const [search] = useSearchParams();
  if (!request) return null;
  return (
    <>
      <PageHeader
        title={`Rights request from ${request.requester_name}`}
        back={{ to: adminPaths.rightsRequests(), label: 'All rights requests' }}
        description={
          <p className="flex flex-wrap items-center gap-2">
            {rightsKindLabel[request.kind]}
            <Tag tone={rightsStatusTone[request.status]}>{rightsStatusLabel[request.status]}</Tag>
          </p>
        }
        actions={
          <Link
            to={adminPaths.auditOf('rights_request', request.id)}
            className={buttonClass('outline', undefined, 'sm')}
          >
            Changes to this record
          </Link>
        }
      />
      {search.get('created') ? (
        <Notice className="mb-6">
          The request is logged. It is due on {request.due_on.slice(0, 10)}.
        </Notice>
      ) : null}
      <div className="grid gap-6 *:min-w-0 xl:grid-cols-2">
        <Panel title="What arrived" id="arrived">
          <SummaryList
            rows={[
              ['Received', <When iso={request.received_on} dateOnly />],
              ['By', rightsChannelLabel[request.received_via]],
              ['Due', <When iso={request.due_on} dateOnly />],
              ['Name', request.requester_name],
              ['Email', request.requester_email],
              [
                'Member',
                request.member ? (
                  <Link
                    to={adminPaths.member(request.member.id)}
                    className="text-navy-800 underline underline-offset-4"
                  >
                    {request.member.name}
                  </Link>
                ) : (
                  'Not matched yet'
                ),
              ],
              ['Logged by', request.created_by?.name],
              ['Closed', request.closed_at ? <When iso={request.closed_at} /> : null],
            ]}
          />
        </Panel>
        <div className="space-y-6">
          <Act request={request} />
          <WorkForm request={request} />
        </div>
      </div>
    </>
  );
}
