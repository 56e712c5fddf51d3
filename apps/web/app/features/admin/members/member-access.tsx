import { adminMessages } from '@techgold/contracts/admin/common';
import { staffRoles, type MemberDetail } from '@techgold/contracts/admin/members';
import { useState, type FormEvent } from 'react';
import { useMemberStatus, useSendSetPasswordLink, useStaffRole } from '~/api/admin/members';
import { buttonClass } from '~/components/button-styles';
import { SelectField } from '~/components/form/select-field';
import { ConfirmBox } from '~/components/confirm-box';
import { useResult } from '~/components/result/result-message';
import { Panel } from '../components/page-parts';
import { roleLabel } from '../components/admin-shell';
import { useReauthGuard } from '../components/reauth-dialog';

/**
 * Sign-in: disable (every session ends at once) or enable, with a confirmation step; a
 * set-password link by email (the console never shows or sets a password); and, for admins,
 * the staff role. Role and sign-in changes ask for the password again after 15 minutes.
 */
export function MemberAccess({ member, self }: { member: MemberDetail; self: boolean }) {
  const status = useMemberStatus(member.id);
  const link = useSendSetPasswordLink(member.id);
  const role = useStaffRole(member.id);
  const { guard, dialog } = useReauthGuard();
  const [confirming, setConfirming] = useState(false);
  const outcome = useResult(undefined, 'mb-4');

  const disabled = member.status === 'disabled';
  const rejected = member.rejected_at !== null;
  const pending = member.status === 'pending_review';
  const deleting = member.deletion_requested_at !== null;

  const changeStatus = async (enable: boolean) => {
    setConfirming(false);
    try {
      await guard(() => status.mutateAsync({ enable, updated_at: member.updated_at }));
      outcome.succeeded(
        enable
          ? 'Sign-in is enabled again.'
          : 'Sign-in is disabled and every session of this member has ended.',
      );
    } catch (error) {
      outcome.failed(error);
    }
  };

  const sendLink = () =>
    link.mutate(undefined, {
      onSuccess: (answer) => outcome.succeeded(answer.message),
      onError: (error) => outcome.failed(error),
    });

  const changeRole = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('staff_role') ?? '');
    const staffRole = value === 'admin' || value === 'editor' ? value : null;
    try {
      await guard(() => role.mutateAsync({ staff_role: staffRole, updated_at: member.updated_at }));
      outcome.succeeded(
        staffRole ? `Staff role is now ${roleLabel[staffRole]}.` : 'No staff role any more.',
      );
    } catch (error) {
      outcome.failed(error);
    }
  };

  return (
    <Panel title="Sign-in and access" id="access">
      {dialog}
      {outcome.region}
      <div className="space-y-6">
        <div className="space-y-3">
          <h3 className="font-bold text-navy-950">Sign-in</h3>
          {pending ? (
            <p className="text-slate-700">
              This sign-up is waiting for a decision under Pending review.
            </p>
          ) : rejected ? (
            <p className="text-slate-700">This sign-up was rejected; it cannot be enabled.</p>
          ) : deleting ? (
            <p className="text-slate-700">{adminMessages.deletionPending}</p>
          ) : self ? (
            <p className="text-slate-700">You cannot disable your own account.</p>
          ) : disabled ? (
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={status.isPending}
              onClick={() => void changeStatus(true)}
            >
              Enable sign-in
            </button>
          ) : confirming ? (
            <ConfirmBox
              question={`Disable sign-in for ${member.first_name} ${member.last_name}? Every session they have open ends at once.`}
              confirmLabel="Yes, disable sign-in"
              onConfirm={() => void changeStatus(false)}
              onCancel={() => setConfirming(false)}
            />
          ) : (
            <button
              type="button"
              className={buttonClass('outline')}
              disabled={status.isPending}
              onClick={() => setConfirming(true)}
            >
              Disable sign-in
            </button>
          )}
        </div>

        {member.status === 'active' ? (
          <div className="space-y-3">
            <h3 className="font-bold text-navy-950">Password</h3>
            <p className="text-slate-700">
              Staff never see or set a password. Send a link the member uses to choose one.
            </p>
            <button
              type="button"
              className={buttonClass('outline')}
              disabled={link.isPending}
              onClick={sendLink}
            >
              {link.isPending ? 'Sending…' : 'Send a set-password link'}
            </button>
          </div>
        ) : null}

        <form method="post" onSubmit={(e) => void changeRole(e)} className="space-y-3">
          <h3 className="font-bold text-navy-950">Staff role</h3>
          <SelectField
            label="Role in the staff console"
            name="staff_role"
            placeholder="None (a member)"
            hint="Admins manage members, roles and organisations; editors manage content and enquiries."
            options={staffRoles.map((r) => ({ value: r, label: roleLabel[r] }))}
            defaultValue={member.staff_role ?? ''}
            key={member.staff_role ?? 'none'}
            className="max-w-md"
          />
          <button type="submit" className={buttonClass('outline')} disabled={role.isPending}>
            Change role
          </button>
        </form>
      </div>
    </Panel>
  );
}
