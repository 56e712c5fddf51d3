// The organisation's public contact details, as the footer, the privacy notice and the terms
// also show them (those keep their own copy so the footer's module stays out of this one).
export const contactEmail = 'hello@techgold.test';
export const contactAddress = [
  'Tech Industry Gold',
  '4th Floor, 12 Lantern Yard',
  'Manchester M1 7ZZ',
];
