// The organisation's public contact details, written once: the footer, the contact page, the
// privacy notice, the terms, the accessibility statement and the home page's structured data.
export const contactEmail = 'hello@techgold.test';
export const contactAddress = [
  'Tech Industry Gold',
  '4th Floor, 12 Lantern Yard',
  'Manchester M1 7ZZ',
];
