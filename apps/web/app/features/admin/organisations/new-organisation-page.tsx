import { organisationCreate, type OrganisationKind } from '@techgold/contracts/admin/organisations';
import { useNavigate, useSearchParams } from 'react-router';
import { useCreateOrganisation } from '~/api/admin/organisations';
import { Form } from '~/components/form/form';
import { useForm } from '~/components/form/use-form';
import { adminPaths } from '../admin-paths';
import { organisationKindLabel, organisationKindPlural } from '../components/labels';
import { adminMeta } from '../components/meta';
import { PageHeader, Panel } from '../components/page-parts';
import { OrganisationFields } from './organisation-fields';
import type { Route } from './+types/new-organisation-page';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Add an organisation');

/** A new learning provider or employer; its sign-up domains are added on its page after. */
export default function NewOrganisationPage() {
  const [search] = useSearchParams();
  const kind: OrganisationKind = search.get('kind') === 'employer' ? 'employer' : 'school';
  const create = useCreateOrganisation();
  const navigate = useNavigate();
  const form = useForm({
    schema: organisationCreate,
    fields: {
      kind,
      title: '',
      listed: true,
      url: '',
      logo_url: null,
      address_state: '',
      profile: '',
    },
    submit: (values) => create.mutateAsync(values),
    onSuccess: (record) =>
      void navigate(`${adminPaths.organisation(record.kind, record.id)}?created=1`),
  });
  const label = organisationKindLabel[kind].toLowerCase();
  return (
    <>
      <PageHeader
        title={`Add ${label === 'employer' ? 'an' : 'a'} ${label}`}
        back={{
          to: adminPaths.organisations(kind),
          label: `All ${organisationKindPlural[kind].toLowerCase()}`,
        }}
        description="Sign-up email domains are added on the organisation’s page once it exists."
      />
      <Panel title="Details" id="details" className="max-w-3xl">
        <Form form={form} submitLabel={`Add ${label}`} busyLabel="Adding…">
          <OrganisationFields
            field={form.field}
            logo={form.values['logo_url']}
            setLogo={(url) => form.setValue('logo_url', url)}
            logoError={form.field('logo_url').error}
            listed={form.checkbox('listed')}
          />
        </Form>
      </Panel>
    </>
  );
}
