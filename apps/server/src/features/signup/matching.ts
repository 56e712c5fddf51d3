// Which organisation an email address belongs to (docs/decisions/0010-email-domain-matching.md):
// its domain equals one of the organisation's sign-up domains or is a subdomain of one,
// case-insensitively after trimming. Webmail and disposable domains never match.
import type { Queryable } from '../../db/client.ts';
import { employerByDomain, schoolByDomain, type OrganisationMatch } from './repository.ts';

/** Domains anyone can get an address at; `*` stands for any country suffix (yahoo.co.uk). */
const OPEN_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'outlook.*',
  'hotmail.*',
  'live.*',
  'msn.com',
  'yahoo.*',
  'ymail.com',
  'rocketmail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.*',
  'proton.me',
  'protonmail.com',
  'protonmail.ch',
  'pm.me',
  'gmx.*',
  'mail.com',
  'yandex.*',
  'zoho.com',
  'fastmail.com',
  'tutanota.com',
  'btinternet.com',
  'sky.com',
  'virginmedia.com',
  // Disposable inboxes.
  'mailinator.com',
  '10minutemail.com',
  'guerrillamail.*',
  'sharklasers.com',
  'tempmail.*',
  'temp-mail.*',
  'tempmailo.com',
  'throwawaymail.com',
  'trashmail.*',
  'yopmail.*',
  'getnada.com',
  'maildrop.cc',
  'dispostable.com',
  'mohmal.com',
  'emailondeck.com',
];

// A country or generic suffix: com, de, co.uk, com.au.
const SUFFIX = String.raw`[a-z]{2,3}(?:\.[a-z]{2})?`;
const OPEN_DOMAIN_PATTERN = new RegExp(
  String.raw`(?:^|\.)(?:${OPEN_DOMAINS.map((d) =>
    d.replace(/\./g, '\\.').replace(/\\\.\*$/, `\\.${SUFFIX}`),
  ).join('|')})$`,
);

/** The lower-cased domain of a trimmed address, or null when there is none. */
export function emailDomain(email: string): string | null {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const domain = at > 0 ? address.slice(at + 1).replace(/\.$/, '') : '';
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain) ? domain : null;
}

/** Webmail or disposable: an address anyone can create, so it proves no affiliation. */
export function isOpenDomain(domain: string): boolean {
  return OPEN_DOMAIN_PATTERN.test(domain);
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
