import { auditQuery } from '@techgold/contracts/admin/audit';
import { enquiriesQuery } from '@techgold/contracts/admin/enquiries';
import { membersQuery } from '@techgold/contracts/admin/members';
import { describe, expect, it } from 'vitest';
import { listHref, pageOf, readQuery } from './list-query';
import { mayOpen } from '../admin-paths';

const params = (text: string) => new URLSearchParams(text);

describe("a console list's URL", () => {
  it('keeps what the API accepts and turns the page into an offset', () => {
    expect(readQuery(membersQuery, params('q=ada&type=learner&sort=name&dir=asc&page=3'))).toEqual({
      q: 'ada',
      type: 'learner',
      sort: 'name',
      dir: 'asc',
      offset: '50',
    });
  });

  it('drops a hand-edited bad value instead of failing the whole list', () => {
    expect(readQuery(membersQuery, params('q=ada&type=wizard&sort=shoe'))).toEqual({ q: 'ada' });
    expect(readQuery(enquiriesQuery, params('assignee=drop table&status=new'))).toEqual({
      status: 'new',
    });
    expect(readQuery(auditQuery, params('from=yesterday&kind=member.update'))).toEqual({
      kind: 'member.update',
    });
  });

  it('never lets the URL choose the page size or a raw offset, and ignores unknown keys', () => {
    expect(readQuery(membersQuery, params('limit=100000&offset=5&evil=1'))).toEqual({});
  });

  it('reads a nonsense page as page 1', () => {
    for (const page of ['0', '-2', '1.5', 'x', '']) expect(pageOf(params(`page=${page}`))).toBe(1);
    expect(pageOf(params('page=4'))).toBe(4);
  });

  it('goes back to page 1 when a filter or the sort changes, and keeps the rest', () => {
    const search = params('q=ada&page=3&sort=name');
    expect(listHref(search, { sort: 'email', dir: 'asc' })).toBe('?q=ada&sort=email&dir=asc');
    expect(listHref(search, { page: 4 })).toBe('?q=ada&page=4&sort=name');
    expect(listHref(search, { page: 1 })).toBe('?q=ada&sort=name');
  });
});

describe('who opens which console page', () => {
  it('lets editors open the dashboard, enquiries and content, not the admins’ sections', () => {
    expect(mayOpen('editor', '/admin')).toBe(true);
    expect(mayOpen('editor', '/admin/enquiries/4')).toBe(true);
    // An insight's read view and its moderation are the insights section's: editors' too.
    expect(mayOpen('editor', '/admin/insights/12')).toBe(true);
    for (const path of [
      '/admin/members',
      '/admin/staff',
      '/admin/reviews/2',
      '/admin/organisations',
      '/admin/audit',
    ]) {
      expect(mayOpen('editor', path), path).toBe(false);
      expect(mayOpen('admin', path), path).toBe(true);
    }
  });
});
