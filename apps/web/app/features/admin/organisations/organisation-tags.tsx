import { organisationTagsBody } from '@techgold/contracts/admin/organisations';
import { type AdminOptions } from '@techgold/contracts/admin/options';
import { useOrganisationTags, type OrganisationDetail } from '~/api/admin/organisations';
import { CheckboxField } from '~/components/form/checkbox-field';
import { Form } from '~/components/form/form';
import { useForm } from '~/components/form/use-form';
import { Panel } from '../components/page-parts';

const typeLabel: Record<number, string> = { 1: 'Industries', 2: 'Topics' };

/** An employer's industries and topics, the directory's filters; saved as a set. */
export function OrganisationTags({
  organisation,
  tags,
}: {
  organisation: OrganisationDetail;
  tags: AdminOptions['tags'];
}) {
  const save = useOrganisationTags('employer', organisation.id);
  const chosen = organisation.tags.map((t) => String(t.id));
  const form = useForm({
    // A list field: every ticked box named tag_ids.
    fields: { tag_ids: chosen },
    schema: organisationTagsBody,
    submit: (values) => save.mutateAsync(values.tag_ids),
    onSuccess: () => 'The tags are saved.',
  });
  return (
    <Panel title="Tags" id="tags">
      <Form form={form} submitLabel="Save tags" busyLabel="Saving…" label="Tags">
        {[1, 2].map((type) => (
          <fieldset key={type} className="space-y-2">
            <legend className="mb-2 font-semibold text-navy-950">{typeLabel[type]}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {tags
                .filter((t) => t.type === type)
                .map((t) => (
                  <CheckboxField
                    key={t.id}
                    name="tag_ids"
                    value={t.id}
                    defaultChecked={chosen.includes(String(t.id))}
                  >
                    {t.title}
                  </CheckboxField>
                ))}
            </div>
          </fieldset>
        ))}
      </Form>
    </Panel>
  );
}
