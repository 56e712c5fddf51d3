import { adminCta, ctaPatch } from '@techgold/contracts/admin/ctas';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ctasApi, type AdminCta } from '~/api/admin/site-content';
import { Notice } from '~/components/alert';
import { buttonClass } from '~/components/button-styles';
import { Form } from '~/components/form/form';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { pageError, routeId } from '~/lib/record-loader.server';
import { adminPaths } from '../admin-paths';
import { adminMeta } from '../components/meta';
import { PageHeader, Panel, SummaryList, Tag, When } from '../components/page-parts';
import { RecordDelete } from '../components/record-delete';
import { useForm } from '~/components/form/use-form';
import { CtaFields } from './cta-fields';
import { CtaPreview } from './cta-preview';
import { ctaDefaults } from './cta-schema';
import type { Route } from './+types/cta-page';

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = routeId(params.id);
  let title = '';
  const dehydrated = await prefetch(async (client) => {
    const cta = await client
      .fetchQuery(ctasApi.recordQuery(id, serverGetter(context, adminCta)))
      .catch(pageError);
    title = cta.heading;
  });
  return { dehydrated, id, title };
}

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, args.loaderData?.title || 'Call to action');

function DetailsForm({ cta }: { cta: AdminCta }) {
  const update = ctasApi.useUpdate(cta.id);
  const queryClient = useQueryClient();
  const form = useForm({
    fields: ctaDefaults(cta),
    schema: ctaPatch,
    submit: (values) => update.mutateAsync(values),
    reload: async () =>
      ctaDefaults(await queryClient.fetchQuery({ ...ctasApi.recordQuery(cta.id), staleTime: 0 })),
    onSuccess: () => 'The call to action is saved.',
  });
  return (
    <div className="grid gap-6 *:min-w-0 xl:grid-cols-2">
      <Panel title="Details" id="details">
        <Form form={form} submitLabel="Save details" busyLabel="Saving…">
          <CtaFields field={form.field} active={form.checkbox('active')} />
        </Form>
      </Panel>
      <CtaPreview values={form.values} />
    </div>
  );
}

/** One call to action: its form with a preview, and deleting it. */
export default function CtaPage({ loaderData }: Route.ComponentProps) {
  const { data: cta } = ctasApi.useRecord(loaderData.id);
  const remove = ctasApi.useDelete(loaderData.id);
  const [search] = useSearchParams();
  if (!cta) return null;
  return (
    <>
      <PageHeader
        title={cta.heading}
        back={{ to: adminPaths.ctas(), label: 'All calls to action' }}
        description={`Location: ${cta.location}`}
        actions={
          <Link
            to={adminPaths.auditOf('cta', cta.id)}
            className={buttonClass('outline', undefined, 'sm')}
          >
            Changes to this record
          </Link>
        }
      />
      {search.get('created') ? <Notice className="mb-6">{cta.heading} is added.</Notice> : null}
      <div className="space-y-6">
        <DetailsForm cta={cta} />
        <div className="grid gap-6 *:min-w-0 xl:grid-cols-2">
          <Panel title="At a glance" id="glance">
            <SummaryList
              rows={[
                ['State', cta.active ? <Tag tone="good">Active</Tag> : <Tag>Inactive</Tag>],
                ['Last changed', <When key="u" iso={cta.updated_at} />],
              ]}
            />
          </Panel>
          <RecordDelete
            name={cta.heading}
            note="To take it off the site for a while, make it inactive instead."
            remove={() => remove.mutateAsync(false)}
            busy={remove.isPending}
            listPath={adminPaths.ctas()}
          />
        </div>
      </div>
    </>
  );
}
