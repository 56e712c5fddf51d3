// Site content: notification types, calls to action, quotes and credential groups.
export const NOTIFICATION_TYPES = [
  { title: 'Insight', icon: 'newspaper' },
  { title: 'Event', icon: 'calendar' },
  { title: 'Employer', icon: 'building' },
  { title: 'Learning Provider', icon: 'graduation-cap' },
];

export const CTAS = [
  {
    location: 'insights',
    heading: 'Share insights from your region',
    description: 'Tell members what employers and learning providers near you are working on.',
    url: '/my-insights',
    active: true,
  },
  {
    location: 'dashboard',
    heading: 'Find an accredited course',
    description:
      'Browse degrees, apprenticeships and training programmes that meet the industry standard.',
    url: '/courses',
    active: true,
  },
  {
    location: 'events',
    heading: 'Host an event with the community',
    description: 'Tell us about a meet-up, workshop or careers fair you would like to run.',
    url: 'https://example.org/host-an-event',
    active: true,
  },
  {
    location: 'home',
    heading: 'Read the annual impact report',
    description: 'How accredited learners are doing fifteen months after finishing their course.',
    url: 'https://example.org/impact-report',
    active: false,
  },
];

export const QUOTES = [
  {
    text: 'The accreditation told us straight away which graduates had the practical skills we needed.',
    name: 'Maya Okonkwo',
    source: 'Head of Engineering, Harbour Systems',
    avatar: '/media/avatars/quote-1.svg',
    pages: ['home', 'employers'],
  },
  {
    text: 'Working on real employer briefs during my course meant I walked into my first job with confidence.',
    name: 'Liam Carter',
    source: 'Software Developer apprentice',
    avatar: '/media/avatars/quote-2.svg',
    pages: ['home', 'learners'],
  },
  {
    text: 'Going through accreditation made us look hard at every module, and our courses are better for it.',
    name: 'Dr Helen Marsh',
    source: 'Programme Director, Northbridge University',
    avatar: '/media/avatars/quote-3.svg',
    pages: ['learning-providers', 'home'],
  },
  {
    text: 'The network introduced us to learning providers we would never have found on our own.',
    name: 'Arjun Mehta',
    source: 'Talent Lead at a network employer',
    avatar: '/media/avatars/quote-4.svg',
    pages: ['employers'],
  },
  {
    text: 'Seeing my badges in one place helped me explain my skills in interviews.',
    name: 'Sofia Rossi',
    source: 'Data Analyst graduate',
    avatar: null,
    pages: ['learners'],
  },
];

/**
 * Group names decide the credentials screen group by prefix (SKI skills, MEM memberships,
 * AWA awards, anything else a course). Course groups reuse Northbridge course titles.
 */
export const CREDENTIAL_GROUPS = [
  'SKI-Cloud Fundamentals',
  'SKI-Secure Coding',
  'SKI-Data Visualisation',
  'SKI-Agile Delivery',
  'MEM-Learner Member',
  'MEM-Alumni Member',
  'AWA-Outstanding Learner',
  'AWA-Community Champion',
  'BSc (Hons) Software Engineering',
  'Level 4 Software Developer Apprenticeship',
  'Data Science Bootcamp',
];
