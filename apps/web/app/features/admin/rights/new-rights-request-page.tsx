import {
  rightsRequestChannels,
  rightsRequestCreate,
  rightsRequestKinds,
} from '@techgold/contracts/admin/rights-requests';
import { useNavigate } from 'react-router';
import { useCreateRightsRequest } from '~/api/admin/rights-requests';
import { Form } from '~/components/form/form';
import { SelectField } from '~/components/form/select-field';
import { TextareaField } from '~/components/form/textarea-field';
import { useForm } from '~/components/form/use-form';
import { TextField } from '~/components/text-field';
import { adminPaths } from '../admin-paths';
import { blankToNull } from '../components/form-bits';
import { rightsChannelLabel, rightsKindLabel } from '../components/labels';
import { adminMeta } from '../components/meta';
import { PageHeader, Panel } from '../components/page-parts';
import type { Route } from './+types/new-rights-request-page';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Log a rights request');

const schema = rightsRequestCreate.extend({
  requester_email: blankToNull(rightsRequestCreate.shape.requester_email),
  user_id: blankToNull(rightsRequestCreate.shape.user_id),
  details: blankToNull(rightsRequestCreate.shape.details),
});

const today = () => new Date().toISOString().slice(0, 10);

/** A request that arrived by email or post; it is due one calendar month after it arrived. */
export default function NewRightsRequestPage() {
  const create = useCreateRightsRequest();
  const navigate = useNavigate();
  const form = useForm({
    schema,
    fields: {
      kind: '',
      received_via: 'email',
      received_on: today(),
      requester_name: '',
      requester_email: '',
      user_id: '',
      details: '',
    },
    submit: (values) => create.mutateAsync(values),
    onSuccess: (record) => void navigate(`${adminPaths.rightsRequest(record.id)}?created=1`),
  });
  return (
    <>
      <PageHeader
        title="Log a rights request"
        back={{ to: adminPaths.rightsRequests(), label: 'All rights requests' }}
        description="Log it on the day it arrives: the month to answer starts then."
      />
      <Panel title="The request" id="request" className="max-w-3xl">
        <Form form={form} submitLabel="Log request" busyLabel="Logging…">
          <SelectField
            label="Kind"
            placeholder="Choose a kind"
            options={rightsRequestKinds.map((k) => ({ value: k, label: rightsKindLabel[k] }))}
            {...form.field('kind')}
          />
          <div className="grid gap-5 md:grid-cols-2">
            <SelectField
              label="Received by"
              placeholder="Choose"
              options={rightsRequestChannels.map((c) => ({
                value: c,
                label: rightsChannelLabel[c],
              }))}
              {...form.field('received_via')}
            />
            <TextField label="Date received" type="date" {...form.field('received_on')} />
          </div>
          <TextField
            label="Their name"
            maxLength={200}
            autoComplete="off"
            {...form.field('requester_name')}
          />
          <TextField
            label="Their email address (optional)"
            type="email"
            maxLength={254}
            autoComplete="off"
            {...form.field('requester_email')}
          />
          <TextField
            label="Member number (optional)"
            hint="The number at the end of the member’s page address in the console (/admin/members/…), once you have checked who they are."
            inputMode="numeric"
            maxLength={10}
            {...form.field('user_id')}
          />
          <TextareaField
            label="Details (optional)"
            rows={5}
            maxLength={5000}
            {...form.field('details')}
          />
        </Form>
      </Panel>
    </>
  );
}
