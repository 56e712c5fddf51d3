// Webmail and disposable domains (docs/decisions/0010): an address at one proves no
// affiliation, so sign-up never matches one, and the staff console refuses one as an
// organisation's sign-up domain. Shared by signup and admin, which must not import each other.

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

/** Webmail or disposable: an address anyone can create, so it proves no affiliation. */
export function isOpenDomain(domain: string): boolean {
  return OPEN_DOMAIN_PATTERN.test(domain);
}
