import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useBadges, useIssueCredential, type MemberChoice } from '~/api/admin/credentials';
import { Alert } from '~/components/alert';
import { buttonClass } from '~/components/button-styles';
import { SelectField } from '~/components/form/select-field';
import { TextField } from '~/components/text-field';
import { ApiRequestError, genericErrorMessage } from '~/lib/api-client';
import { adminPaths } from '../admin-paths';
import { adminMeta } from '../components/meta';
import { PageHeader, Panel } from '../components/page-parts';
import { MemberPicker } from './member-picker';
import type { Route } from './+types/issue-credential-page';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Issue a badge');

const today = () => new Date().toISOString().slice(0, 10);

/** Issue one badge to one member, dated the day it was earned (today unless changed). */
export default function IssueCredentialPage() {
  const badges = useBadges();
  const issue = useIssueCredential();
  const navigate = useNavigate();
  const [member, setMember] = useState<MemberChoice | null>(null);
  const [badge, setBadge] = useState('');
  const [issuedOn, setIssuedOn] = useState(today());
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!member) local.user_id = 'Choose the member.';
    if (!badge) local.group_id = 'Choose a badge.';
    if (!issuedOn) local.issued_on = 'Enter the issue date.';
    setErrors(local);
    setProblem(null);
    if (Object.keys(local).length) {
      setProblem('Please check errors in form');
      return;
    }
    try {
      const record = await issue.mutateAsync({
        user_id: member!.id,
        group_id: Number(badge),
        issued_on: issuedOn,
      });
      await navigate(`${adminPaths.credential(record.id)}?issued=1`);
    } catch (e) {
      if (e instanceof ApiRequestError && Object.keys(e.errors).length) {
        setErrors(Object.fromEntries(Object.entries(e.errors).map(([k, v]) => [k, v[0]])));
        setProblem('Please check errors in form');
      } else setProblem(e instanceof Error ? e.message : genericErrorMessage);
    }
  };

  return (
    <>
      <PageHeader
        title="Issue a badge"
        back={{ to: adminPaths.credentials(), label: 'All credentials' }}
        description="The member finds it on their credentials page at once, and its public page verifies it."
      />
      <Panel title="The badge" id="badge" className="max-w-3xl">
        <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
          {problem ? <Alert>{problem}</Alert> : null}
          <MemberPicker value={member} onChange={setMember} error={errors.user_id} />
          <SelectField
            label="Badge"
            name="group_id"
            placeholder={badges.isPending ? 'Loading badges…' : 'Choose a badge'}
            options={(badges.data?.items ?? []).map((b) => ({
              value: String(b.id),
              label: b.name,
            }))}
            value={badge}
            error={errors.group_id}
            onChange={(e) => setBadge(e.target.value)}
          />
          <TextField
            label="Issue date"
            hint="The day it was earned."
            type="date"
            name="issued_on"
            max={today()}
            value={issuedOn}
            error={errors.issued_on}
            onChange={(e) => setIssuedOn(e.target.value)}
          />
          <button type="submit" className={buttonClass('primary')} disabled={issue.isPending}>
            {issue.isPending ? 'Issuing…' : 'Issue the badge'}
          </button>
        </form>
      </Panel>
    </>
  );
}
