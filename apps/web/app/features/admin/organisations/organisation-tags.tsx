import { MAX_ORGANISATION_TAGS, type AdminOptions } from '@techgold/contracts/admin';
import { useState, type FormEvent } from 'react';
import { useOrganisationTags, type OrganisationDetail } from '~/api/admin/organisations';
import { Alert, Notice } from '~/components/alert';
import { buttonClass } from '~/components/button-styles';
import { CheckboxField } from '~/components/form/checkbox-field';
import { genericErrorMessage } from '~/lib/api-client';
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
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const chosen = new Set(organisation.tags.map((t) => t.id));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const ids = new FormData(event.currentTarget).getAll('tag').map(Number);
    if (ids.length > MAX_ORGANISATION_TAGS) {
      setOutcome({ ok: false, text: `Choose at most ${MAX_ORGANISATION_TAGS} tags.` });
      return;
    }
    save.mutate(ids, {
      onSuccess: () => setOutcome({ ok: true, text: 'The tags are saved.' }),
      onError: (error) =>
        setOutcome({
          ok: false,
          text: error instanceof Error ? error.message : genericErrorMessage,
        }),
    });
  };

  return (
    <Panel title="Tags" id="tags">
      <form method="post" onSubmit={onSubmit} className="space-y-5" key={organisation.updated_at}>
        {outcome ? (
          outcome.ok ? (
            <Notice>{outcome.text}</Notice>
          ) : (
            <Alert>{outcome.text}</Alert>
          )
        ) : null}
        {[1, 2].map((type) => (
          <fieldset key={type} className="space-y-2">
            <legend className="mb-2 font-semibold text-navy-950">{typeLabel[type]}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {tags
                .filter((t) => t.type === type)
                .map((t) => (
                  <CheckboxField
                    key={t.id}
                    name="tag"
                    value={t.id}
                    defaultChecked={chosen.has(t.id)}
                  >
                    {t.title}
                  </CheckboxField>
                ))}
            </div>
          </fieldset>
        ))}
        <button type="submit" className={buttonClass('outline')} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save tags'}
        </button>
      </form>
    </Panel>
  );
}
