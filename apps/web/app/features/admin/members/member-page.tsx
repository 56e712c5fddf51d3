import { buttonClass } from '~/components/button-styles';
import { Link } from 'react-router';
import { useMember } from '~/api/admin/members';
import { useCurrentUser } from '~/api/get-user';
import { adminPaths } from '../admin-paths';
import { memberStatusLabel } from '../components/labels';
import { adminMeta } from '../components/meta';
import { PageHeader, Tag } from '../components/page-parts';
import { MemberAccess } from './member-access';
import { MemberCredentials } from './member-credentials';
import { MemberChangeForm } from './member-form';
import { MemberRecord } from './member-record';
import { loadMember } from './member-loader.server';
import type { Route } from './+types/member-page';

export const loader = ({ params, context }: Route.LoaderArgs) => loadMember(context, params.id);

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, args.loaderData?.name || 'Member');

const statusTone = { active: 'good', pending_review: 'warn', disabled: 'bad' } as const;

/** One member: their record, the changes staff may make, and their sign-in. */
export default function MemberPage({ loaderData }: Route.ComponentProps) {
  const { data: member } = useMember(loaderData.id);
  const me = useCurrentUser();
  if (!member) return null;
  return (
    <>
      <PageHeader
        title={`${member.first_name} ${member.last_name}`}
        back={{ to: adminPaths.members(), label: 'All members' }}
        actions={
          <Link
            to={adminPaths.auditOf('user', member.id)}
            className={buttonClass('outline', undefined, 'sm')}
          >
            Changes to this record
          </Link>
        }
        description={
          <p className="flex flex-wrap items-center gap-2">
            <span className="break-all">{member.email}</span>
            <Tag tone={statusTone[member.status]}>{memberStatusLabel[member.status]}</Tag>
            {member.staff_role ? <Tag>Staff: {member.staff_role}</Tag> : null}
          </p>
        }
      />
      <div className="grid gap-6 *:min-w-0 xl:grid-cols-2">
        <div className="space-y-6">
          <MemberRecord member={member} />
          {member.status !== 'pending_review' ? (
            <MemberCredentials id={member.id} name={`${member.first_name} ${member.last_name}`} />
          ) : null}
        </div>
        <div className="space-y-6">
          <MemberAccess member={member} self={me?.id === member.id} />
          {member.status !== 'pending_review' ? <MemberChangeForm member={member} /> : null}
        </div>
      </div>
    </>
  );
}
