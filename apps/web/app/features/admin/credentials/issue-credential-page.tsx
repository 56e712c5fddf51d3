import { credentialIssue } from '@techgold/contracts/admin/credentials';
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { memberQuery } from '~/api/admin/members';
import { useBadges, useIssueCredential, type MemberChoice } from '~/api/admin/credentials';
import { Form } from '~/components/form/form';
import { SelectField } from '~/components/form/select-field';
import { useForm } from '~/components/form/use-form';
import { TextField } from '~/components/text-field';
import { adminPaths } from '../admin-paths';
import { adminMeta } from '../components/meta';
import { PageHeader, Panel } from '../components/page-parts';
import { lookupMembers } from '~/api/admin/lookups';
import { ComboboxField } from '~/components/combobox/combobox-field';
import type { Route } from './+types/issue-credential-page';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Issue a badge');

const today = () => new Date().toISOString().slice(0, 10);

/** Issue one badge to one member, dated the day it was earned (today unless changed). */
export default function IssueCredentialPage() {
  const badges = useBadges();
  const issue = useIssueCredential();
  const navigate = useNavigate();
  const chosen = useChosenMember();
  const form = useForm({
    // The member is found by name and chosen in the picker, whose hidden field holds the id.
    fields: { user_id: '', group_id: '', issued_on: today() },
    schema: credentialIssue,
    submit: (values) => issue.mutateAsync(values),
    onSuccess: (record) => void navigate(`${adminPaths.credential(record.id)}?issued=1`),
    stayBusy: true,
  });
  return (
    <>
      <PageHeader
        title="Issue a badge"
        back={{ to: adminPaths.credentials(), label: 'All credentials' }}
        description="The member finds it on their credentials page at once, and its public page verifies it."
      />
      <Panel title="The badge" id="badge" className="max-w-3xl">
        <Form form={form} submitLabel="Issue the badge" busyLabel="Issuing…">
          <ComboboxField
            label="Member"
            hint="Type part of their name or email. Only active members are found."
            noun={{ one: 'active member', many: 'active members' }}
            lookup={lookupMembers}
            onChoose={form.onChange}
            {...form.field('user_id')}
            // Opened from a member's record (?member=id): that member is chosen to start with.
            defaultValue={chosen ? String(chosen.id) : ''}
            defaultLabel={chosen?.name ?? ''}
          />
          <SelectField
            label="Badge"
            placeholder={badges.isPending ? 'Loading badges…' : 'Choose a badge'}
            options={(badges.data?.items ?? []).map((b) => ({
              value: String(b.id),
              label: b.name,
            }))}
            {...form.field('group_id')}
          />
          <TextField
            label="Issue date"
            hint="The day it was earned."
            type="date"
            max={today()}
            {...form.field('issued_on')}
          />
        </Form>
      </Panel>
    </>
  );
}

/** The member named by `?member=` (a member's record links here), once their record is read. */
function useChosenMember(): MemberChoice | null {
  const [search] = useSearchParams();
  const id = Number(search.get('member'));
  const valid = Number.isInteger(id) && id > 0 && id < 2 ** 31;
  // An unknown id, or a record this person may not read (an editor), simply chooses nobody.
  const { data } = useQuery({ ...memberQuery(valid ? id : 0), enabled: valid, retry: false });
  return useMemo(
    () =>
      data && data.status === 'active'
        ? { id: data.id, name: `${data.first_name} ${data.last_name}`, email: data.email }
        : null,
    [data],
  );
}
