// Fictional learning providers. Place names are invented; any likeness to a real institution
// is accidental. Northbridge University is a fixed fact other tests rely on.
export interface ProviderSeed {
  title: string;
  region: string;
  /** false = the provider has no website (exercises the course page's fallback alert). */
  hasUrl?: boolean;
  /** false = listed without courses (the providers list hides these). */
  hasCourses?: boolean;
}

export const NORTHBRIDGE = 'Northbridge University';

export const PROVIDERS: ProviderSeed[] = [
  { title: NORTHBRIDGE, region: 'North West' },
  { title: 'Ashcombe Vale College', region: 'South West' },
  { title: 'Brackenfield University', region: 'Yorkshire and the Humber' },
  { title: 'Calderbrook Institute of Technology', region: 'North West' },
  { title: 'Dunmere College', region: 'Scotland' },
  { title: 'Elmstead Moor University', region: 'East of England' },
  { title: 'Fairhollow Training Partnership', region: 'West Midlands' },
  { title: 'Glenmarsh College', region: 'Scotland' },
  { title: 'Hollinridge Digital Academy', region: 'North East' },
  { title: 'Ivybrook University', region: 'London' },
  { title: 'Kestrel Point Training', region: 'South East' },
  { title: 'Larkspur College of Technology', region: 'East Midlands' },
  { title: 'Marrowdale University', region: 'Wales' },
  { title: 'Nettlecombe College', region: 'South West' },
  { title: 'Oakhaven Institute', region: 'London' },
  { title: 'Pellbrook University', region: 'West Midlands' },
  { title: 'Quillon Coding School', region: 'London' },
  { title: 'Ravensmere College', region: 'Yorkshire and the Humber' },
  { title: 'Saltmere University', region: 'Northern Ireland' },
  { title: 'Thistlecombe Training', region: 'Scotland' },
  { title: 'Underwood Heath College', region: 'East Midlands' },
  { title: 'Vantage Bay Academy', region: 'Wales' },
  { title: 'Willowmere University', region: 'South East' },
  { title: 'Yarrowby College', region: 'North East' },
  { title: 'Ambercross University', region: 'East of England' },
  { title: 'Bellhaven Tech Academy', region: 'Northern Ireland' },
  { title: 'Coldwater Fold College', region: 'North West' },
  { title: 'Drummock Institute', region: 'Scotland' },
  { title: 'Eastwick Marsh University', region: 'East of England' },
  { title: 'Foxglove Training', region: 'South West' },
  { title: 'Greystane College', region: 'North East' },
  { title: 'Heronmere Digital School', region: 'London' },
  { title: 'Inchmarrow University', region: 'Scotland' },
  { title: 'Juniper Fields College', region: 'West Midlands' },
  { title: 'Kilmorrow College', region: 'Northern Ireland' },
  { title: 'Loxleigh University', region: 'South East' },
  { title: 'Mistledown Academy', region: 'Yorkshire and the Humber', hasUrl: false },
  { title: 'Nerrowford Training', region: 'East Midlands', hasUrl: false },
  { title: 'Orchardgate University', region: 'Wales' },
  { title: 'Pinecrest Skills Centre', region: 'South West' },
  { title: 'Redmarsh College', region: 'North West' },
  { title: 'Stonewick University', region: 'London' },
  { title: 'Tidewater Institute of Technology', region: 'South East', hasCourses: false },
  { title: 'Valebrook Training', region: 'West Midlands', hasCourses: false },
];

/** Profile sentences; the seed picks and fills them so every profile reads differently. */
export const PROVIDER_PROFILE_OPENERS = [
  '{title} is a {kind} in {region} with a long record of teaching digital and technical skills.',
  'Founded to widen access to technology careers, {title} works with employers across {region}.',
  '{title} brings together industry practitioners and academic staff to teach applied technology.',
  'Based in {region}, {title} offers flexible routes into technology for school leavers and career changers.',
];

export const PROVIDER_PROFILE_MIDDLES = [
  'Courses are designed with employer panels and reviewed every year against the skills the industry asks for.',
  'Learners spend a large share of their time on real projects set by partner organisations.',
  'Small cohorts, named mentors and a dedicated careers team support every learner from enrolment to employment.',
  'Its accredited programmes combine software engineering, data and cyber security with professional skills.',
  'Teaching is delivered on campus, in the workplace and online, so learners can study around work.',
];

export const PROVIDER_PROFILE_CLOSERS = [
  'Graduates go on to roles in software development, data analysis, infrastructure and security.',
  'Its apprenticeship programmes are delivered with employers ranging from start-ups to large public bodies.',
  'It is proud to hold accreditation for programmes that meet the standards set by industry.',
  'Alumni regularly return as guest speakers, mentors and employers of the next cohort.',
];
