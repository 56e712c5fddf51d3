// Course-finder vocabulary: programme types and levels, subjects with their learning outcomes,
// locations, and the title patterns each programme type uses.
export const PROGRAMME_TYPES = [
  { key: 'degree', title: 'Degree' },
  { key: 'apprenticeship', title: 'Apprenticeship' },
  { key: 'training', title: 'Training Programme' },
] as const;

export type ProgrammeKey = (typeof PROGRAMME_TYPES)[number]['key'];

export const PROGRAMME_LEVELS = [3, 4, 5, 6, 7] as const;

export const LOCATIONS = [
  'London',
  'Manchester',
  'Birmingham',
  'Leeds',
  'Glasgow',
  'Bristol',
  'Cardiff',
  'Belfast',
  'Online',
];

export interface SubjectSeed {
  title: string;
  /** Role or discipline name used in titles ("… Apprenticeship", "BSc (Hons) …"). */
  role: string;
  outcomes: string[];
}

export const SUBJECTS: SubjectSeed[] = [
  {
    title: 'Software Engineering',
    role: 'Software Developer',
    outcomes: [
      'Design, build and test maintainable software using industry-standard languages',
      'Apply version control, code review and continuous integration in a team',
      'Analyse requirements and turn them into working increments',
      'Write automated unit and integration tests',
      'Explain and apply secure coding practices',
      'Reflect on professional, ethical and legal responsibilities of developers',
    ],
  },
  {
    title: 'Data Science',
    role: 'Data Analyst',
    outcomes: [
      'Collect, clean and combine data from several sources',
      'Apply statistical methods to answer business questions',
      'Build clear visualisations and dashboards for decision makers',
      'Use SQL and Python to query and transform data',
      'Handle personal data lawfully and ethically',
      'Communicate findings to technical and non-technical audiences',
    ],
  },
  {
    title: 'Cyber Security',
    role: 'Cyber Security Technologist',
    outcomes: [
      'Identify threats and vulnerabilities in networks and applications',
      'Apply security controls in line with recognised frameworks',
      'Investigate and respond to security incidents',
      'Carry out risk assessments and communicate the results',
      'Configure identity and access management securely',
      'Explain the legal and regulatory context of security work',
    ],
  },
  {
    title: 'Cloud Computing',
    role: 'Cloud Engineer',
    outcomes: [
      'Deploy and operate services on a public cloud platform',
      'Describe infrastructure as code and apply it to real environments',
      'Design for availability, scalability and cost',
      'Monitor services and respond to alerts',
      'Secure cloud workloads and manage secrets safely',
    ],
  },
  {
    title: 'Artificial Intelligence',
    role: 'AI Engineer',
    outcomes: [
      'Explain the main families of machine learning models and when to use them',
      'Prepare training data and evaluate models fairly',
      'Deploy a model as part of a working application',
      'Assess bias, safety and explainability of AI systems',
      'Work with stakeholders to frame problems suitable for AI',
    ],
  },
  {
    title: 'Networking',
    role: 'Network Engineer',
    outcomes: [
      'Design and configure routed and switched networks',
      'Troubleshoot connectivity using a structured method',
      'Apply network security and segmentation',
      'Document network changes and follow change control',
      'Automate routine network tasks with scripts',
    ],
  },
  {
    title: 'Digital Marketing',
    role: 'Digital Marketer',
    outcomes: [
      'Plan and run campaigns across search, social and email channels',
      'Measure campaign performance with analytics tools',
      'Write accessible content for different audiences',
      'Apply data protection rules to marketing activity',
      'Use testing to improve conversion',
    ],
  },
  {
    title: 'Business Analysis',
    role: 'Business Analyst',
    outcomes: [
      'Elicit and document requirements with stakeholders',
      'Model business processes and identify improvements',
      'Build a business case with costs, benefits and risks',
      'Support agile delivery teams as a product partner',
      'Facilitate workshops and manage conflicting priorities',
    ],
  },
  {
    title: 'User Experience Design',
    role: 'UX Designer',
    outcomes: [
      'Plan and run user research with real users',
      'Produce prototypes from sketches to interactive designs',
      'Design for accessibility from the start',
      'Test designs and iterate on the findings',
      'Work with developers to ship designs faithfully',
    ],
  },
  {
    title: 'Games Development',
    role: 'Games Programmer',
    outcomes: [
      'Build gameplay systems in a modern game engine',
      'Optimise performance for target platforms',
      'Work in a multidisciplinary team with artists and designers',
      'Apply mathematics for graphics and physics',
      'Test and release a playable build',
    ],
  },
];

/** Title and duration per programme type and level; {subject} and {role} are filled in. */
export function courseTitle(type: ProgrammeKey, level: number, subject: SubjectSeed): string {
  if (type === 'degree') return level >= 7 ? `MSc ${subject.title}` : `BSc (Hons) ${subject.title}`;
  if (type === 'apprenticeship') return `Level ${level} ${subject.role} Apprenticeship`;
  return level >= 5 ? `Professional Certificate in ${subject.title}` : `${subject.title} Bootcamp`;
}

export function courseDuration(type: ProgrammeKey, level: number): string {
  if (type === 'degree') return level >= 7 ? '1 year full time' : '3 years full time';
  if (type === 'apprenticeship')
    return level >= 6 ? '36 months' : level >= 4 ? '24 months' : '18 months';
  return level >= 5 ? '6 months part time' : '12 weeks';
}

/** Levels each programme type runs at (degrees start at 6; training stops at 5). */
export const LEVELS_BY_TYPE: Record<ProgrammeKey, number[]> = {
  degree: [6, 7],
  apprenticeship: [3, 4, 5, 6, 7],
  training: [3, 4, 5],
};

export const COURSE_DESCRIPTIONS = [
  'This accredited {type} gives you the practical {subject} skills employers ask for, taught by people who do the job.',
  'A hands-on {type} in {subject}, built with employers so that what you learn is what you will use at work.',
  'Develop the knowledge, skills and behaviours of a modern {role} through projects, workshops and work-based learning.',
  'Combining theory with real projects, this {type} prepares you for a career as a {role}.',
];

/** Northbridge University's courses are fixed so the learner's course is stable. */
export const NORTHBRIDGE_COURSES: Array<{ type: ProgrammeKey; level: number; subject: string }> = [
  { type: 'degree', level: 6, subject: 'Software Engineering' },
  { type: 'apprenticeship', level: 4, subject: 'Software Engineering' },
  { type: 'apprenticeship', level: 6, subject: 'Cyber Security' },
  { type: 'training', level: 3, subject: 'Data Science' },
  { type: 'degree', level: 7, subject: 'Artificial Intelligence' },
];
