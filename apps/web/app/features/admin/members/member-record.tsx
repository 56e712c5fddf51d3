import type { MemberDetail } from '@techgold/contracts/admin/members';
import { DELETION_GRACE_DAYS } from '@techgold/contracts/retention';
import { memberStatusLabel, memberTypeLabel } from '../components/labels';
import { Panel, SummaryList, When } from '../components/page-parts';

const savedLabels: Record<string, string> = {
  employer: 'employers',
  school: 'learning providers',
  article: 'insights',
  event: 'events',
};

function savedText(saved: Record<string, number>): string {
  const parts = Object.entries(saved)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${n} ${savedLabels[kind] ?? kind}`);
  return parts.length ? parts.join(', ') : 'Nothing saved';
}

/** Everything the console may show about a member: never a password or a session's secret. */
export function MemberRecord({ member }: { member: MemberDetail }) {
  return (
    <Panel title="Record" id="record">
      <SummaryList
        rows={[
          ['Sign-in email', <span className="break-all">{member.email}</span>],
          ['Contact email', member.contact_email],
          ['Phone', member.phone_number],
          ['Job title', member.job_title],
          ['Type', memberTypeLabel[member.type]],
          ['Status', memberStatusLabel[member.status]],
          ['Learning provider', member.school?.title],
          ['Course', member.course?.title],
          ['Start year', member.start_year],
          ['Employer', member.employer?.title],
          [
            'Funding ends',
            member.funded_until ? <When iso={member.funded_until} dateOnly /> : null,
          ],
          ['Can write insights', member.can_write_articles ? 'Yes' : 'No'],
          ['Email confirmed', <When iso={member.email_confirmed_at} />],
          ['Joined', <When iso={member.created_at} />],
          ['Last sign-in', <When iso={member.last_sign_in_at} />],
          ['Active sessions', String(member.active_sessions)],
          ['Saved', savedText(member.saved)],
          ['Credentials', String(member.credentials)],
          ...(member.deletion_requested_at
            ? ([
                ['Deletion requested', <When iso={member.deletion_requested_at} />],
                ['Erased from', <When iso={erasedFrom(member.deletion_requested_at)} />],
              ] as [string, React.ReactNode][])
            : []),
          ...(member.rejected_at
            ? ([
                ['Sign-up rejected', <When iso={member.rejected_at} />],
                ['Reason given', member.rejection_reason],
              ] as [string, React.ReactNode][])
            : []),
        ]}
      />
    </Panel>
  );
}

/** The retention job erases a member who asked to be deleted once the grace period is over. */
function erasedFrom(requested: string) {
  return new Date(Date.parse(requested) + DELETION_GRACE_DAYS * 86_400_000).toISOString();
}
