// Which organisation an email address belongs to (docs/decisions/0010-email-domain-matching.md):
// its domain equals one of the organisation's sign-up domains or is a subdomain of one,
// case-insensitively after trimming. Webmail and disposable domains never match.
import type { Queryable } from '../../db/client.ts';
import { isOpenDomain } from '../../lib/open-domains.ts';
import { employerByDomain, schoolByDomain, type OrganisationMatch } from './repository.ts';

// The list lives in lib/: the staff console refuses the same domains as sign-up domains.
export { isOpenDomain };

/** The lower-cased domain of a trimmed address, or null when there is none. */
export function emailDomain(email: string): string | null {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const domain = at > 0 ? address.slice(at + 1).replace(/\.$/, '') : '';
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain) ? domain : null;
}

/**
 * The domain and each parent down to two labels: dept.uni.test → dept.uni.test, uni.test.
 * A bare suffix (test, co.uk's "uk") is never a candidate.
 */
export function candidateDomains(domain: string): string[] {
  const labels = domain.split('.');
  const out: string[] = [];
  for (let i = 0; i <= labels.length - 2; i++) out.push(labels.slice(i).join('.'));
  return out;
}

function candidatesFor(email: string): string[] | null {
  const domain = emailDomain(email);
  if (!domain || isOpenDomain(domain)) return null;
  return candidateDomains(domain);
}

/** The learning provider whose most specific sign-up domain covers the address. */
export async function matchSchool(db: Queryable, email: string): Promise<OrganisationMatch | null> {
  const candidates = candidatesFor(email);
  return candidates ? schoolByDomain(db, candidates) : null;
}

/** The employer whose most specific sign-up domain covers the address. */
export async function matchEmployer(
  db: Queryable,
  email: string,
): Promise<OrganisationMatch | null> {
  const candidates = candidatesFor(email);
  return candidates ? employerByDomain(db, candidates) : null;
}
