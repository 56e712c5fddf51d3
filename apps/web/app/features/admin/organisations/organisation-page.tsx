import { adminOptions } from '@techgold/contracts/admin/options';
import {
  organisationDetail,
  organisationKinds,
  organisationPatch,
  type OrganisationKind,
} from '@techgold/contracts/admin/organisations';
import { useQueryClient } from '@tanstack/react-query';
import { data, Link, useSearchParams } from 'react-router';
import { optionsQuery, useAdminOptions } from '~/api/admin/options';
import {
  organisationQuery,
  useOrganisation,
  useUpdateOrganisation,
  type OrganisationDetail,
} from '~/api/admin/organisations';
import { Notice } from '~/components/alert';
import { buttonClass } from '~/components/button-styles';
import { Form } from '~/components/form/form';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { pageError, routeId } from '~/lib/record-loader.server';
import { adminPaths } from '../admin-paths';
import { organisationKindLabel, organisationKindPlural } from '../components/labels';
import { adminMeta } from '../components/meta';
import { useForm } from '~/components/form/use-form';
import { PageHeader, Panel, SummaryList } from '../components/page-parts';
import { OrganisationDelete } from './organisation-delete';
import { OrganisationDomains } from './organisation-domains';
import { OrganisationFields } from './organisation-fields';
import { OrganisationTags } from './organisation-tags';
import type { Route } from './+types/organisation-page';

function kindOf(text: string | undefined): OrganisationKind {
  const kind = organisationKinds.find((k) => k === text);
  if (!kind) throw data(null, { status: 404 });
  return kind;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const kind = kindOf(params.kind);
  const id = routeId(params.id);
  let title = '';
  const dehydrated = await prefetch(async (client) => {
    const organisation = await client
      .fetchQuery(organisationQuery(kind, id, serverGetter(context, organisationDetail)))
      .catch(pageError);
    title = organisation.title;
    if (kind === 'employer') {
      await client.prefetchQuery(optionsQuery(serverGetter(context, adminOptions)));
    }
  });
  return { dehydrated, kind, id, title };
}

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, args.loaderData?.title || 'Organisation');

const defaultsOf = (o: OrganisationDetail) => ({
  updated_at: o.updated_at,
  title: o.title,
  listed: o.listed,
  url: o.url ?? '',
  logo_url: o.logo_url,
  address_state: o.address_state ?? '',
  profile: o.profile ?? '',
});

function DetailsForm({
  kind,
  organisation,
}: {
  kind: OrganisationKind;
  organisation: OrganisationDetail;
}) {
  const update = useUpdateOrganisation(kind, organisation.id);
  const queryClient = useQueryClient();
  const form = useForm({
    fields: defaultsOf(organisation),
    schema: organisationPatch,
    submit: (values) => update.mutateAsync(values),
    reload: async () =>
      defaultsOf(
        await queryClient.fetchQuery({ ...organisationQuery(kind, organisation.id), staleTime: 0 }),
      ),
    onSuccess: (saved) =>
      // Hiding it is the organisation's off switch: offered back for a while (decision 0094).
      organisation.listed && !saved.listed
        ? {
            text: `The details are saved. ${saved.title} is hidden: members and visitors no longer see it.`,
            undo: {
              run: async () => {
                await update.mutateAsync({
                  updated_at: saved.updated_at,
                  listed: true,
                  url: undefined,
                  address_state: undefined,
                  profile: undefined,
                });
                return `${saved.title} is shown again to members and visitors.`;
              },
            },
          }
        : 'The details are saved.',
  });
  return (
    <Panel title="Details" id="details">
      <Form form={form} submitLabel="Save details" busyLabel="Saving…">
        <OrganisationFields
          field={form.field}
          logo={form.values['logo_url']}
          setLogo={(url) => form.setValue('logo_url', url)}
          logoError={form.field('logo_url').error}
          listed={form.checkbox('listed')}
        />
      </Form>
    </Panel>
  );
}

/** One organisation: its details, sign-up domains, an employer's tags, and deleting it. */
export default function OrganisationPage({ loaderData }: Route.ComponentProps) {
  const { kind, id } = loaderData;
  const { data: organisation } = useOrganisation(kind, id);
  const options = useAdminOptions();
  const [search] = useSearchParams();
  if (!organisation) return null;
  return (
    <>
      <PageHeader
        title={organisation.title}
        back={{
          to: adminPaths.organisations(kind),
          label: `All ${organisationKindPlural[kind].toLowerCase()}`,
        }}
        description={organisationKindLabel[kind]}
        actions={
          <Link
            to={adminPaths.auditOf(kind, organisation.id)}
            className={buttonClass('outline', undefined, 'sm')}
          >
            Changes to this record
          </Link>
        }
      />
      {search.get('created') ? (
        <Notice className="mb-6">
          {organisation.title} is added. Add its sign-up email domains below.
        </Notice>
      ) : null}
      <div className="grid gap-6 *:min-w-0 xl:grid-cols-2">
        <div className="space-y-6">
          <Panel title="At a glance" id="glance">
            <SummaryList
              rows={[
                ['Members', String(organisation.members)],
                ...(kind === 'school'
                  ? ([['Courses', String(organisation.courses)]] as [string, string][])
                  : []),
              ]}
            />
          </Panel>
          <DetailsForm kind={kind} organisation={organisation} />
        </div>
        <div className="space-y-6">
          <OrganisationDomains kind={kind} organisation={organisation} />
          {kind === 'employer' && options.data ? (
            <OrganisationTags organisation={organisation} tags={options.data.tags} />
          ) : null}
          <OrganisationDelete kind={kind} organisation={organisation} />
        </div>
      </div>
    </>
  );
}
