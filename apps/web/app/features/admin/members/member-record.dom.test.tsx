import { render, screen } from '@testing-library/react';
import type { MemberDetail } from '@techgold/contracts/admin/members';
import { describe, expect, it } from 'vitest';
import { MemberRecord } from './member-record';

// A member who asked to be deleted: staff see when, and from when the account is erased
// (the request plus the 14-day grace period), so they can answer the member or a colleague.

const member = {
  id: 7,
  first_name: 'Ada',
  last_name: 'Learner',
  email: 'ada@example.test',
  contact_email: null,
  phone_number: null,
  job_title: null,
  type: 'learner',
  status: 'disabled',
  school: null,
  employer: null,
  course: null,
  start_year: null,
  funded_until: null,
  can_write_articles: false,
  staff_role: null,
  email_confirmed_at: null,
  created_at: '2026-01-05T10:00:00.000Z',
  last_sign_in_at: null,
  rejected_at: null,
  rejection_reason: null,
  deletion_requested_at: '2026-03-02T09:30:00.000Z',
  saved: {},
  credentials: 0,
  active_sessions: 0,
  updated_at: '2026-03-02T09:30:00.000Z',
} as unknown as MemberDetail;

describe('MemberRecord', () => {
  it('says when deletion was asked for and from when the account is erased', () => {
    render(<MemberRecord member={member} />);
    const requested = screen.getByText('Deletion requested').nextElementSibling!;
    expect(requested.querySelector('time')).toHaveAttribute('datetime', '2026-03-02T09:30:00.000Z');
    const erased = screen.getByText('Erased from').nextElementSibling!;
    expect(erased.querySelector('time')).toHaveAttribute('datetime', '2026-03-16T09:30:00.000Z');
  });

  it('says nothing about deletion for other members', () => {
    render(<MemberRecord member={{ ...member, deletion_requested_at: null }} />);
    expect(screen.queryByText('Deletion requested')).not.toBeInTheDocument();
  });
});
