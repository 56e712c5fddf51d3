// Word lists combined into ≥ 400 fictional employer names. Harbour Systems is a fixed fact
// other tests rely on; everything else is drawn deterministically from these lists.
export const HARBOUR_SYSTEMS = 'Harbour Systems';

export const EMPLOYER_FIRST_WORDS = [
  'Harbour',
  'Amberlane',
  'Beaconfield',
  'Bluefinch',
  'Brightwater',
  'Cedarline',
  'Cobblestone',
  'Copperleaf',
  'Driftwood',
  'Emberglow',
  'Fernhill',
  'Flintlock',
  'Foxhollow',
  'Granitefold',
  'Hawthorn',
  'Heliotrope',
  'Inkwell',
  'Ironvale',
  'Juniperhill',
  'Kestrelwing',
  'Lanternfish',
  'Larchmont',
  'Lumenbrook',
  'Mossgate',
  'Nightjar',
  'Oakmoor',
  'Opaline',
  'Pebbledash',
  'Quarrystone',
  'Redfern',
  'Saltbox',
  'Silverbirch',
  'Slatehouse',
  'Tidewell',
  'Umberfield',
  'Vireo',
  'Wavecrest',
  'Willowherb',
  'Yarrowfield',
  'Thornapple',
];

export const EMPLOYER_SECOND_WORDS = [
  'Systems',
  'Labs',
  'Digital',
  'Analytics',
  'Software',
  'Networks',
  'Solutions',
  'Technologies',
  'Data',
  'Cloud',
  'Works',
  'Studio',
  'Robotics',
  'Security',
  'Engineering',
];

export const EMPLOYER_PROFILE_OPENERS = [
  '{title} is a {size} {industry} business headquartered in {region}.',
  'From its base in {region}, {title} builds technology for the {industry} sector.',
  '{title} helps {industry} organisations modernise the systems they depend on every day.',
  'Started by a small team of engineers, {title} now serves {industry} clients across the UK.',
];

export const EMPLOYER_PROFILE_MIDDLES = [
  'It hires apprentices and graduates every year and pairs each of them with an experienced mentor.',
  'Its teams work in cloud platforms, data engineering and secure software delivery.',
  'It runs an early-careers programme with accredited learning providers in the network.',
  'Flexible and hybrid working are the norm, with time set aside every week for learning.',
  'Engineers rotate through product, platform and support teams in their first two years.',
];

export const EMPLOYER_PROFILE_CLOSERS = [
  'It joined the employer network to help shape the skills future colleagues learn.',
  'It values practical, accredited skills as much as formal qualifications.',
  'Its people regularly speak at network events and mentor learners.',
  'It is committed to widening access to technology careers in its region.',
];

export const EMPLOYER_SIZES = ['small', 'growing', 'medium-sized', 'established', 'large'];
