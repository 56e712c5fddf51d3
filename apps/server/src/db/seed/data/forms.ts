// A few fictional enquiries and newsletter subscribers so the staff screens have rows.
// `days` is relative to SEED_NOW.
export const ENQUIRIES = [
  {
    kind: 'join_employers',
    status: 'new',
    days: -3,
    firstName: 'Rosa',
    lastName: 'Fielding',
    email: 'rosa@brightwater-data.test',
    phone: '07700 900101',
    address: '1 Mill Street, Leeds',
    jobTitle: 'CTO',
    organisation: 'Brightwater Data',
  },
  {
    kind: 'join_employers',
    status: 'in_progress',
    days: -12,
    firstName: 'Kofi',
    lastName: 'Mensah',
    email: 'kofi@saltbox-cloud.test',
    phone: '07700 900102',
    address: '20 Dock Road, Cardiff',
    jobTitle: 'Head of People',
    organisation: 'Saltbox Cloud',
  },
  {
    kind: 'join_employers',
    status: 'closed',
    days: -60,
    firstName: 'Hannah',
    lastName: 'Byrne',
    email: 'hannah@inkwell-labs.test',
    phone: '07700 900103',
    address: '7 High Street, Belfast',
    jobTitle: 'Founder',
    organisation: 'Inkwell Labs',
  },
  {
    kind: 'get_accredited',
    status: 'new',
    days: -1,
    firstName: 'Graham',
    lastName: 'Ross',
    email: 'g.ross@dunmere-college.test',
    phone: '07700 900104',
    address: 'Campus Road, Dunmere',
    jobTitle: 'Curriculum Manager',
    organisation: 'Dunmere College',
    courseType: 'apprenticeship',
    courseTitle: 'Level 4 Network Engineer Apprenticeship',
  },
  {
    kind: 'get_accredited',
    status: 'in_progress',
    days: -20,
    firstName: 'Aisha',
    lastName: 'Karim',
    email: 'aisha@quillon-coding-school.test',
    phone: '07700 900105',
    address: '44 Tech Row, London',
    jobTitle: 'Director',
    organisation: 'Quillon Coding School',
    courseType: 'training',
    courseTitle: 'Cloud Computing Bootcamp',
  },
  {
    kind: 'get_accredited',
    status: 'closed',
    days: -90,
    firstName: 'Owen',
    lastName: 'Pryce',
    email: 'owen@marrowdale-university.test',
    phone: '07700 900106',
    address: 'Hill Campus, Marrowdale',
    jobTitle: 'Dean',
    organisation: 'Marrowdale University',
    courseType: 'degree',
    courseTitle: 'BSc (Hons) Cyber Security',
  },
] as const;

export const ENQUIRY_CONSENT =
  'I agree to my details being used to respond to this enquiry, as described in the privacy notice.';

export const SUBSCRIBERS = [
  { email: 'news-reader@amberlane-labs.test', status: 'employer', state: 'active', days: -50 },
  {
    email: 'curriculum@ivybrook-university.test',
    status: 'learning-provider',
    state: 'active',
    days: -45,
  },
  { email: 'pending@oakmoor-software.test', status: 'employer', state: 'pending', days: -2 },
  {
    email: 'former@pellbrook-university.test',
    status: 'learning-provider',
    state: 'unsubscribed',
    days: -200,
  },
] as const;

export const SUBSCRIBER_CONSENT = 'Send me the monthly newsletter. I can unsubscribe at any time.';
