// Insights (second half): skills, hiring and what the numbers say.
import { h, image, link, ol, p, ul, youtube, type ArticleSeed } from './kit.ts';

export const INSIGHTS_2: ArticleSeed[] = [
  {
    title: 'Machine learning in manufacturing: the skills behind predictive maintenance',
    subtitle: 'Vibration sensors, maintenance logs and engineers who can read both.',
    industries: ['Manufacturing'],
    topics: ['Machine Learning', 'Internet of Things'],
    art: 'apprenticeship',
    blocks: [
      p(
        'Predictive maintenance uses sensor data to spot a machine that is about to fail. Manufacturers in the network say the models are the easy part. The hard part is finding people who understand the <b>machine and the data</b>.',
      ),
      p(
        'At a food packaging plant in Derbyshire, the team that made it work paired a maintenance technician with a data apprentice. The technician knew which noises mattered; the apprentice turned that into features the model could use.',
      ),
      h('The blend of skills', 3),
      ul(
        'Enough engineering to know what normal looks like',
        'Enough statistics to distrust a model that is always right',
        'Enough patience to clean years of handwritten logs',
      ),
    ],
  },
  {
    title: 'How banks are retraining staff for cyber security roles',
    subtitle: 'Fraud analysts and branch staff turn out to have a head start.',
    industries: ['Financial Services'],
    topics: ['Cyber Security', 'Skills'],
    art: 'finance',
    blocks: [
      p(
        'Three banks in the network have run internal retraining programmes for security operations roles over the last two years. Between them they moved 64 people from other jobs into security teams.',
      ),
      p(
        'The strongest candidates came from fraud and complaints teams. They were used to spotting patterns, following a procedure under pressure and writing up what happened. <i>Technical skills could be taught; judgement was already there.</i>',
      ),
      ol(
        'Twelve weeks of accredited training, four days a week',
        ['Eight weeks shadowing in the security operations centre', ['Nights included']],
        'A permanent role with a named mentor for the first year',
      ),
    ],
  },
  {
    title: 'UX research on a shoestring: methods that work for charities',
    subtitle: 'Five users, a phone and an afternoon will tell you most of what you need.',
    industries: ['Charity and Non-profit'],
    topics: ['User Experience', 'Accessibility'],
    art: 'ux',
    blocks: [
      p(
        'Charities rarely have a research budget, but they have something better: people who use their services and want them to work. We asked three charity digital teams how they do user research with almost no money.',
      ),
      ul(
        'Test with five people, then fix, then test again',
        'Go to where people already are: a food bank, a drop-in, a helpline shift',
        'Pay participants in vouchers and say so up front',
        'Include people who use <b>screen readers and magnifiers</b> from the start',
      ),
      p(
        'A homelessness charity in Brighton rewrote its referral form after watching four people try to fill it in on their phones. Completed referrals rose by a third.',
      ),
    ],
  },
  {
    title: 'Skills-based hiring: what changes when the degree requirement goes',
    subtitle: 'Employers who dropped it describe what they ask for instead.',
    industries: ['Public Sector', 'Telecommunications'],
    topics: ['Careers', 'Diversity and Inclusion'],
    art: 'careers',
    blocks: [
      p(
        'Removing "degree required" from an advert is the easy part. Employers who have done it told us the real work is deciding what to look for instead, and training interviewers to assess it fairly.',
      ),
      h('What replaced the degree'),
      ol(
        'A short, paid work sample relevant to the job',
        'A structured interview with the same questions for everyone',
        ['Evidence from accredited courses', ['Projects, badges and assessor feedback']],
      ),
      p(
        'One council digital team saw the share of applicants from outside its usual universities <b>double</b> in a year, with no change in how new starters performed.',
      ),
    ],
  },
  {
    title: 'The Internet of Things in logistics: jobs that did not exist five years ago',
    subtitle: 'Fleet telemetry analysts, sensor technicians and warehouse robotics leads.',
    industries: ['Transport and Logistics'],
    topics: ['Internet of Things', 'Data'],
    art: 'logistics',
    blocks: [
      p(
        'Every pallet, van and forklift in a modern distribution centre reports where it is and how it is doing. Logistics firms told us this has created job titles their HR systems did not have a box for.',
      ),
      ul(
        'Telemetry analyst: turns vehicle data into route and maintenance decisions',
        'Sensor technician: installs, calibrates and replaces the devices',
        'Robotics lead: keeps automated picking running through peak season',
      ),
      youtube('TGdemo00001', 'A night shift with a warehouse robotics team'),
      p(
        'Many of these roles are filled from within: warehouse staff who showed an interest and were given training. Firms say it is easier to teach the technology than the operation.',
      ),
    ],
  },
  {
    title: 'Why DevOps job titles confuse applicants, and what employers can do',
    subtitle: 'The same job is advertised under six names. Applicants notice.',
    industries: ['Professional Services', 'Media and Entertainment'],
    topics: ['DevOps', 'Careers'],
    art: 'devops',
    blocks: [
      p(
        'We compared 300 adverts for roles involving build pipelines, infrastructure as code and on-call support. They used six different titles, and the same title often meant very different jobs.',
      ),
      p(
        'Learners told us they skip adverts when they cannot tell what the job is. The fix is simple: <b>describe the work</b>. What will this person do on a normal Tuesday, and who will they work with?',
      ),
      p(
        'Our ' +
          link('guides/writing-job-adverts', 'guide to writing technical job adverts') +
          ' has a template that starts with the work, not the title.',
      ),
    ],
  },
  {
    title: 'Regional pay and remote work: what the numbers show for data roles',
    subtitle: 'The London premium is shrinking for some jobs and not for others.',
    industries: ['Financial Services', 'Professional Services'],
    topics: ['Data', 'Careers'],
    art: 'regions',
    blocks: [
      p(
        'Using salary ranges from adverts posted by network employers, we compared pay for data analysts and data engineers in London with the rest of the UK.',
      ),
      h('Analysts'),
      p(
        'The gap between London and other regions has narrowed, largely because remote adverts now pay close to London rates. Analysts in the North East and Wales saw the biggest rises.',
      ),
      h('Engineers', 3),
      p(
        'For data engineers the London premium has barely moved. Employers said senior engineering roles are still mostly hybrid, and <i>hybrid usually means near an office</i>.',
      ),
    ],
  },
  {
    title: 'Micro-credentials and badges: how employers read them',
    subtitle: 'A badge is only as useful as the evidence behind it.',
    industries: ['Education', 'Professional Services'],
    topics: ['Skills', 'Careers'],
    art: 'accreditation',
    blocks: [
      p(
        'Digital badges are now common on CVs and profiles. We asked thirty recruiters what they do when they see one. Most click through, and most stop reading if the page behind the badge does not say what was assessed.',
      ),
      ul(
        'Say what the learner did, not just what they attended',
        'Name the organisation that assessed it',
        'Link to the course or standard it belongs to',
      ),
      image(
        'accreditation',
        'What recruiters look for behind a badge: the criteria and who assessed them',
        'An illustration of an accreditation badge with a ribbon',
        { stretched: true, withBackground: true },
      ),
    ],
  },
  {
    title: 'What learners value most in an accredited course',
    subtitle: 'Real briefs, honest feedback and tutors who still work in the industry.',
    industries: ['Education'],
    topics: ['Skills', 'Apprenticeships'],
    art: 'classroom',
    blocks: [
      p(
        'In our annual learner survey, 1,900 people on accredited courses told us what they valued most. The top answer, for the third year running, was <b>working on a brief set by a real employer</b>.',
      ),
      ol(
        'Briefs from real employers',
        'Tutors with recent industry experience',
        'Feedback that says what to do next',
        'Flexible timetables for people who work',
      ),
      p(
        'Course length and price came much lower than providers expected. Learners will put up with a long course if every week feels useful.',
      ),
    ],
  },
  {
    title: 'Energy sector digital skills: from smart meters to grid data',
    subtitle: 'Network operators need data engineers who can think in megawatts.',
    industries: ['Energy'],
    topics: ['Data', 'Green Tech'],
    art: 'energy',
    blocks: [
      p(
        'As more homes add solar panels, heat pumps and electric cars, distribution networks are turning into data businesses. Operators told us they now hire more data engineers than electrical engineers in some years.',
      ),
      p(
        'The skills gap is in the middle: people who understand both time-series data and how a substation works. Two operators have started <i>cross-training</i> apprentices in both.',
      ),
      h('Where the jobs are', 4),
      ul(
        'Forecasting local demand',
        'Planning where to reinforce the network',
        'Flexibility markets',
      ),
    ],
  },
];
