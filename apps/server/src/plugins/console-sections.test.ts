// The console's section table is the one rule for who opens which section: a console route
// that is in no section, or lets in a role its section keeps out, stops the server at start.
import { describe, expect, it } from 'vitest';
import { mayOpen, sectionOfApi } from '@techgold/contracts/console-sections';
import { checkConsoleSection, requireRole } from './access.ts';

describe('console sections', () => {
  it('accepts routes as narrow as their section or narrower', () => {
    expect(() => checkConsoleSection(['GET'], '/api/admin/courses', 'staff')).not.toThrow();
    expect(() =>
      checkConsoleSection(['GET'], '/api/admin/subscribers.csv', requireRole('admin')),
    ).not.toThrow();
    expect(() => checkConsoleSection(['POST'], '/api/admin/reauth', 'staff')).not.toThrow();
    // Not a console route: the table has nothing to say.
    expect(() => checkConsoleSection(['GET'], '/api/user', 'member')).not.toThrow();
  });

  it('refuses a route that lets editors into an admins-only section', () => {
    expect(() => checkConsoleSection(['GET'], '/api/admin/members/:id', 'staff')).toThrow(
      /lets in editor, but its section "Members" is for admin only/,
    );
    expect(() =>
      checkConsoleSection(['PATCH'], '/api/admin/audit', requireRole('admin', 'editor')),
    ).toThrow(/section "Audit log"/);
  });

  it('refuses a console route in no section, or open to members', () => {
    expect(() => checkConsoleSection(['GET'], '/api/admin/secret-things', 'staff')).toThrow(
      /is in no console section/,
    );
    expect(() => checkConsoleSection(['GET'], '/api/admin/courses', 'member')).toThrow(
      /access must be 'staff'/,
    );
  });

  it('lets the page guard and the API agree on each section', () => {
    expect(sectionOfApi('/api/admin/audit.csv')).toMatchObject({ segment: 'audit' });
    expect(sectionOfApi('/api/admin/credential-members?q=a')).toMatchObject({
      segment: 'credentials',
    });
    expect(mayOpen('editor', '/admin/audit')).toBe(false);
    expect(mayOpen('editor', '/admin/events/3')).toBe(true);
    expect(mayOpen('admin', '/admin/backups')).toBe(true);
  });
});
