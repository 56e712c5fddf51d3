// Fictional venues and events. Day offsets are relative to the day the seed runs (see
// eventsAnchor in prng.ts), so a fresh demo database always has upcoming events; the latest
// start a year out, so the Upcoming list stays full for months after seeding.
export const VENUES = [
  {
    name: 'The Foundry Rooms',
    address1: '14 Canal Street',
    address2: 'Ancoats',
    city: 'Manchester',
    region: 'Greater Manchester',
    postcode: 'M4 6AB',
  },
  {
    name: 'Riverside Exchange',
    address1: '2 Wharf Lane',
    address2: null,
    city: 'London',
    region: 'Greater London',
    postcode: 'SE1 9ZZ',
  },
  {
    name: 'Gearworks Hall',
    address1: '88 Jewellery Row',
    address2: 'Hockley',
    city: 'Birmingham',
    region: 'West Midlands',
    postcode: 'B18 6QQ',
  },
  {
    name: 'The Lantern Building',
    address1: '5 Mill Yard',
    address2: null,
    city: 'Leeds',
    region: 'West Yorkshire',
    postcode: 'LS2 7XX',
  },
  {
    name: 'Clydeside Works',
    address1: '301 Quay Road',
    address2: 'Finnieston',
    city: 'Glasgow',
    region: 'Scotland',
    postcode: 'G3 8YY',
  },
  {
    name: 'Harbourside Studios',
    address1: '9 Dockside Walk',
    address2: null,
    city: 'Bristol',
    region: 'South West',
    postcode: 'BS1 5QZ',
  },
  {
    name: 'Castle Quarter Hub',
    address1: '40 Arcade Street',
    address2: null,
    city: 'Cardiff',
    region: 'Wales',
    postcode: 'CF10 1ZZ',
  },
  {
    name: 'Linen Mill Centre',
    address1: '17 Weaver Street',
    address2: 'Cathedral Quarter',
    city: 'Belfast',
    region: 'Northern Ireland',
    postcode: 'BT1 2ZZ',
  },
];

export const EVENT_NAMES = [
  'Tech Careers Fair',
  'Apprenticeship Open Evening',
  'Women in Cyber Meet-up',
  'Data for Good Hack Day',
  'Cloud Skills Workshop',
  'Employer Network Breakfast',
  'Learning Provider Accreditation Clinic',
  'Accessibility in Practice',
  'AI in the Workplace Panel',
  'Portfolio Review Night',
  'Green Tech Showcase',
  'Community Awards Evening',
];

/** One entry per event: days from the anchor and status. Covers past/upcoming × live/not live. */
export const EVENT_SCHEDULE: Array<{
  days: number;
  status: 'live' | 'draft' | 'cancelled' | 'completed';
}> = [
  { days: -330, status: 'completed' },
  { days: -270, status: 'live' },
  { days: -210, status: 'live' },
  { days: -150, status: 'cancelled' },
  { days: -100, status: 'live' },
  { days: -75, status: 'live' },
  { days: -45, status: 'draft' },
  { days: -30, status: 'live' },
  { days: -20, status: 'live' },
  { days: -10, status: 'live' },
  { days: 45, status: 'live' },
  { days: 60, status: 'live' },
  { days: 75, status: 'draft' },
  { days: 90, status: 'live' },
  { days: 110, status: 'live' },
  { days: 130, status: 'cancelled' },
  { days: 150, status: 'live' },
  { days: 180, status: 'live' },
  { days: 210, status: 'live' },
  { days: 240, status: 'draft' },
  { days: 270, status: 'live' },
  { days: 300, status: 'live' },
  { days: 330, status: 'live' },
  { days: 365, status: 'live' },
];

/**
 * More live upcoming events, after EVENT_SCHEDULE's (so their ids follow): with them the
 * Upcoming list has more than a page (20), so Load more shows. `hours` is the length; the
 * two-day one shows a start and end on different dates.
 */
export const MORE_UPCOMING_EVENTS: Array<{ days: number; hours?: number }> = [
  { days: 3 },
  { days: 7 },
  { days: 12 },
  { days: 17, hours: 31 },
  { days: 24 },
  { days: 31 },
  { days: 38 },
  { days: 52 },
  { days: 67 },
  { days: 82 },
  { days: 100 },
  { days: 120 },
  { days: 140 },
  { days: 165 },
  { days: 195 },
  { days: 225 },
];

/**
 * An event's description as the events platform sends it: third-party HTML. The last part is
 * what organisers paste from ticketing widgets — a script, a style sheet, an inline handler,
 * a javascript: link, an iframe and an image with onerror — which the server's sanitiser must
 * remove before a member's page shows the rest (the tests check it does).
 */
export function eventDescriptionHtml(name: string, city: string): string {
  return [
    '<h2>About the event</h2>',
    `<p>Join the community in <strong>${city}</strong> for ${name.toLowerCase()}.</p>`,
    '<p>What to expect:</p>',
    '<ul><li>Short talks from employers and learning providers</li>',
    '<li>Time to meet people working in the industry</li>',
    '<li>Advice on accredited courses and apprenticeships</li></ul>',
    '<p>Refreshments are provided. The venue is step-free; tell us about any access needs when you book.</p>',
    '<p>Questions? Email <a href="mailto:events@techgold.test">events@techgold.test</a> or read the ',
    '<a href="https://www.example.org/events/faq" target="_self">event FAQ</a>.</p>',
    '<script>window.__eventScriptRan = true;</script>',
    '<style>body { display: none; }</style>',
    '<p onclick="window.__eventScriptRan = true" style="color: red">Tell a friend: ',
    '<a href="javascript:window.__eventScriptRan = true">share this event</a></p>',
    '<iframe src="https://tickets.example.org/widget"></iframe>',
    '<img src="x" onerror="window.__eventScriptRan = true">',
  ].join('');
}
