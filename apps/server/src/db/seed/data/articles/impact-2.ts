// Impact (second half): what changed for learners, employers and providers.
import { h, image, link, ol, p, skillsSurveyPdf, ul, vimeo, type ArticleSeed } from './kit.ts';

export const IMPACT_2: ArticleSeed[] = [
  {
    title: "Inside a hospital trust's first data apprenticeship cohort",
    subtitle: 'Ward clerks, porters and a pharmacy technician, now analysing patient flow.',
    industries: ['Healthcare'],
    topics: ['Data', 'Apprenticeships'],
    art: 'health',
    blocks: [
      p(
        'A hospital trust in Yorkshire recruited its first data apprentices from its own staff. The eight people chosen had worked as ward clerks, porters and in the pharmacy; none had a technical background.',
      ),
      p(
        'Eighteen months in, the cohort has built a daily bed availability report that the site management team now relies on. Their advantage, says their manager, is that they <i>know what a bad day on the wards looks like</i>.',
      ),
      h('What the trust would do again', 3),
      ul(
        'Recruit from within first',
        'Give each apprentice a clinical sponsor as well as a data mentor',
        'Start with one report that matters, not a dozen',
      ),
    ],
  },
  {
    title: 'Accessible by default: how a media company trained its developers',
    subtitle: 'Every developer now tests with a screen reader before a release.',
    industries: ['Media and Entertainment'],
    topics: ['Accessibility', 'Software Development'],
    art: 'video',
    blocks: [
      p(
        'A streaming service with forty developers committed to fixing every accessibility issue on its website and apps within a year. It started by training the whole engineering team, not just a specialist.',
      ),
      vimeo('900000002', 'A developer tests the player controls with a screen reader'),
      p(
        'Every developer took a two-day accredited course and now tests new features with a keyboard and a screen reader before release. Complaints about accessibility fell from <b>thirty a month to three</b>.',
      ),
      p(
        'Disabled viewers were paid to test each release for the first six months, and several now sit on a standing user panel.',
      ),
    ],
  },
  {
    title: 'Impact report 2026: the numbers behind the network',
    subtitle: 'Learners, employers and providers in the network, and where learners went next.',
    industries: ['Education', 'Professional Services'],
    topics: ['Skills', 'Apprenticeships'],
    art: 'data',
    blocks: [
      p(
        "This year's impact report covers every accredited course in the network and the employers who hire from them. It draws on the 2026 skills survey and on destinations data from learners who finished in the last three years.",
      ),
      h('Headlines'),
      ul(
        '<b>14,200</b> learners on accredited courses',
        '412 employers answered the skills survey',
        '87% of learners in work or further study six months after finishing',
      ),
      skillsSurveyPdf(),
      p(
        'The full report, with figures by region and by subject, is on the ' +
          link('impact-report', 'impact report page') +
          '.',
      ),
    ],
  },
  {
    title: "Small business, first hire: a bakery chain's e-commerce developer",
    subtitle: 'Online orders grew from a few a week to a third of sales.',
    industries: ['Retail'],
    topics: ['Software Development', 'Apprenticeships'],
    art: 'retail',
    blocks: [
      p(
        'A family bakery chain with six shops in Kent had never employed anyone in technology. Its website was a page with opening hours. In 2024 it took on its first apprentice, Chloe Martin, to build an online ordering service.',
      ),
      p(
        'Chloe started with the simplest thing that could work: click and collect for celebration cakes. Two years on, online orders make up <b>a third of sales</b>, and the chain has taken on a second apprentice to help her.',
      ),
      image(
        'retail',
        'Click and collect orders now arrive overnight and are baked the next morning',
        'An illustration of a shopping bag and a card',
      ),
    ],
  },
  {
    title: 'How a logistics firm grew its own network engineers',
    subtitle: 'Depot IT staff became the team that runs forty sites.',
    industries: ['Transport and Logistics'],
    topics: ['Networking', 'Apprenticeships'],
    art: 'logistics',
    blocks: [
      p(
        'A parcel carrier with forty depots struggled to hire network engineers willing to travel between them. So it trained the people already there: depot IT support staff who knew every site.',
      ),
      ol(
        'A level 3 network apprenticeship for six depot staff',
        ['Rotations through the central network team', ['Two weeks in every three months']],
        'Responsibility for their own region by the end of year two',
      ),
      p(
        'Outages that once waited a day for an engineer are now fixed within hours. The firm has since extended the scheme to warehouse automation.',
      ),
    ],
  },
  {
    title: 'Ex-forces learners in cyber security: what worked',
    subtitle: 'Service leavers brought discipline and calm. They needed translation.',
    industries: ['Public Sector', 'Financial Services'],
    topics: ['Cyber Security', 'Careers'],
    art: 'security',
    blocks: [
      p(
        'Over two years, forty-one service leavers completed an accredited cyber security course through a resettlement partnership. Thirty-six are now in security roles.',
      ),
      p(
        'Employers valued their calm under pressure and their comfort with procedure. What many learners needed was help <i>translating</i> military experience into the language of a civilian CV.',
      ),
      h('What the partnership offered', 4),
      ul(
        'CV workshops run by veterans now in tech',
        'Mock interviews with employers',
        'A peer network for the first year in work',
      ),
    ],
  },
  {
    title: 'A year of the Quillon Coding School bootcamp: where graduates went',
    subtitle: 'Seventy-two graduates, fifty-eight in tech jobs, and what made the difference.',
    industries: ['Professional Services', 'Retail'],
    topics: ['Software Development', 'Careers'],
    art: 'code',
    blocks: [
      p(
        "Quillon Coding School's sixteen-week bootcamp gained accreditation last year. Of the seventy-two people who graduated, fifty-eight were in tech roles six months later.",
      ),
      p(
        'The school tracked what set the successful graduates apart. It was not their grades. It was whether they had <b>done a project for a real organisation</b> during the course, and whether they kept coding after it ended.',
      ),
      p(
        'The school now guarantees every learner a real-world project, sourced through employers in the network. Read the ' +
          link('case-studies/quillon-bootcamp', 'case study') +
          '.',
      ),
    ],
  },
  {
    title: 'Telecoms apprenticeships in the Highlands',
    subtitle: 'Building mobile coverage in remote places needs local engineers.',
    industries: ['Telecommunications'],
    topics: ['Networking', 'Apprenticeships'],
    art: 'network',
    blocks: [
      p(
        'Extending mobile and broadband coverage to remote glens and islands takes engineers who can reach the sites and will stay in the area. A network operator working in the Highlands decided to train them locally.',
      ),
      p(
        'Its apprentices study at a college in Inverness and spend the rest of the week on installations, often travelling by ferry. All eleven in the first cohort <i>live within an hour of a mast they helped build</i>.',
      ),
      image(
        'network',
        "The first cohort's installations, from Skye to the Moray coast",
        'An illustration of a globe with linked points',
        { stretched: true },
      ),
    ],
  },
  {
    title: 'Teachers into tech: the first cohort of the switch programme',
    subtitle: 'Twenty teachers, a twelve-week course and a lot of transferable skills.',
    industries: ['Education'],
    topics: ['Careers', 'Skills'],
    art: 'classroom',
    blocks: [
      p(
        'Twenty former teachers took part in the first switch programme, a twelve-week accredited course in software testing and data analysis built for people leaving teaching.',
      ),
      h('Where they went'),
      ul(
        'Nine into testing and quality assurance',
        'Six into data analysis',
        'Three into learning technology roles at education software firms',
      ),
      p(
        'Employers said the teachers stood out for their communication and planning. "Explaining a bug to a product owner is easier than explaining algebra to Year 9 on a Friday," says one graduate.',
      ),
    ],
  },
  {
    title: 'Employers who mentor: the effect on retention',
    subtitle: 'Staff who mentor learners are more likely to stay, not just the learners.',
    industries: ['Professional Services', 'Financial Services'],
    topics: ['Skills', 'Diversity and Inclusion'],
    art: 'community',
    blocks: [
      p(
        'Mentoring is usually counted as something employers give. Data from twenty-three employers in the network suggests they get a lot back: staff who mentored learners were <b>less likely to leave</b> over the following two years than colleagues who did not.',
      ),
      p(
        'Mentors said it reminded them why they liked the work, and gave them experience of leading people before they managed anyone. Several were promoted into their first management role within a year.',
      ),
      p(
        'Employers who want to start can find the mentoring standard on the ' +
          link('mentoring-standard', 'mentoring standard page') +
          '.',
      ),
    ],
  },
];
