import { domainBody, type OrganisationKind } from '@techgold/contracts/admin/organisations';
import { useResult } from '~/components/result/result-message';
import { useAddDomain, useRemoveDomain, type OrganisationDetail } from '~/api/admin/organisations';
import { buttonClass } from '~/components/button-styles';
import { TextField } from '~/components/text-field';
import { Form } from '~/components/form/form';
import { useForm } from '~/components/form/use-form';
import { Panel } from '../components/page-parts';
import { useReauthGuard } from '../components/reauth-dialog';

/**
 * The email domains whose sign-ups join this organisation (subdomains too). Adding one matches
 * the next sign-up at once; removing one changes only future sign-ups. Both ask for the
 * password again after 15 minutes.
 */
export function OrganisationDomains({
  kind,
  organisation,
}: {
  kind: OrganisationKind;
  organisation: OrganisationDetail;
}) {
  const add = useAddDomain(kind, organisation.id);
  const remove = useRemoveDomain(kind, organisation.id);
  const { guard, dialog } = useReauthGuard();
  const outcome = useResult(undefined, 'mb-4');
  // Adding is the one form: the contract's check in the browser, the server's field error on
  // the field, the result message with focus, and the field emptied once it is added.
  const form = useForm({
    fields: { domain: '' },
    schema: domainBody,
    submit: ({ domain }) => {
      outcome.clear();
      return guard(() => add.mutateAsync(domain));
    },
    onSuccess: (added) =>
      `${added.domain} is added: sign-ups from it now join ${organisation.title}.`,
    clearAfterSave: ['domain'],
  });

  const onRemove = async (id: number, domain: string) => {
    form.result.clear();
    try {
      await guard(() => remove.mutateAsync(id));
      // One message in the panel: an add that finished meanwhile gives way to this.
      form.result.clear();
      // Undo adds it back through the same route as Add domain (audited, password if asked).
      outcome.succeeded(`${domain} is removed. Members who already joined stay.`, undefined, {
        run: async () => {
          await guard(() => add.mutateAsync(domain));
          return `The domain ${domain} is back: sign-ups from it join ${organisation.title} again.`;
        },
      });
    } catch (error) {
      outcome.failed(error);
    }
  };

  return (
    <Panel title="Sign-up email domains" id="domains">
      {dialog}
      {outcome.region}
      {organisation.domain_list.length ? (
        <ul className="mb-6 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {organisation.domain_list.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-2">
              <span className="font-mono break-all">{d.domain}</span>
              <button
                type="button"
                className={buttonClass('outline', undefined, 'sm')}
                disabled={remove.isPending}
                onClick={() => void onRemove(d.id, d.domain)}
              >
                Remove<span className="sr-only"> {d.domain}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-6 text-slate-700">
          No domains: nobody joins this organisation by signing up. Learners from unknown addresses
          wait under Pending review.
        </p>
      )}
      <Form form={form} submitLabel="Add domain" busyLabel="Adding…">
        <TextField
          label="Add a domain"
          hint="For example northbridge.ac.uk. Webmail and disposable domains are refused."
          autoComplete="off"
          spellCheck={false}
          maxLength={253}
          {...form.field('domain')}
        />
      </Form>
    </Panel>
  );
}
