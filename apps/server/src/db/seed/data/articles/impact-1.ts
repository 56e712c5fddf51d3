// Impact (first half): what changed for learners, employers and providers.
import { h, image, link, ol, p, ul, youtube, type ArticleSeed } from './kit.ts';

export const IMPACT_1: ArticleSeed[] = [
  {
    title: "From warehouse shifts to cloud support: Jordan's apprenticeship",
    subtitle: 'Night shifts, an evening course and a manager who noticed.',
    industries: ['Transport and Logistics', 'Retail'],
    topics: ['Cloud', 'Apprenticeships'],
    art: 'cloud',
    blocks: [
      p(
        'Jordan Ellis spent four years on night shifts at a distribution centre near Milton Keynes. He started an evening cloud fundamentals course because he was curious about the scanners that kept failing, not because he planned a new career.',
      ),
      p(
        'His shift manager noticed him fixing the scanner configuration and mentioned him to the IT team. Eighteen months later Jordan is a level 4 apprentice in cloud support at the same company, and the scanners fail <b>far less often</b>.',
      ),
      youtube('TGdemo00003', 'Jordan on the move from the warehouse floor to the support desk'),
      p(
        '"I did not know these jobs existed for people like me," he says. "Now I tell everyone on nights about the course."',
      ),
    ],
  },
  {
    title: "How Northbridge University's placement year doubled graduate offers",
    subtitle:
      'Computing students who took a placement were twice as likely to have a job at graduation.',
    industries: ['Education', 'Professional Services'],
    topics: ['Careers', 'Software Development'],
    art: 'classroom',
    blocks: [
      p(
        'Northbridge University made its placement year the default for computing students in 2022: students opt out rather than in. Three cohorts later, the effect on jobs is clear.',
      ),
      ul(
        '<b>81%</b> of placement students had a graduate job offer by the end of final year',
        '39% of those who opted out did',
        'One in three offers came from the placement employer',
      ),
      p(
        'The university put much of it down to employers in the network who agreed to take students with no previous experience. The ' +
          link('case-studies/northbridge-placements', 'full case study') +
          ' includes how they support students who struggle to find a placement.',
      ),
    ],
  },
  {
    title: "A council's digital apprenticeship scheme, three years on",
    subtitle: 'Twenty-six apprentices, twenty-one still in post, and a new in-house team.',
    industries: ['Public Sector'],
    topics: ['Apprenticeships', 'Software Development'],
    art: 'regions',
    blocks: [
      p(
        'In 2023 a county council in the South West decided to stop relying on contractors for its website and online forms, and to grow its own team instead. It recruited its first eight digital apprentices that autumn.',
      ),
      h('Where they are now'),
      p(
        "Of the twenty-six apprentices recruited since, twenty-one still work for the council. They now run the council's main website and have rebuilt the blue badge and school admissions forms. Contractor spend on digital services has <b>fallen by half</b>.",
      ),
      p(
        'The council\'s head of digital says the hardest part was persuading managers to give apprentices real work from the start. "Once the first form went live, nobody asked again."',
      ),
    ],
  },
  {
    title: 'Accreditation in practice: how Dunmere College rebuilt its cyber course',
    subtitle: 'Employer reviews, fewer exams and a security operations simulation.',
    industries: ['Education'],
    topics: ['Cyber Security', 'Skills'],
    art: 'security',
    blocks: [
      p(
        'When Dunmere College first applied for accreditation, assessors found that its cyber security course was strong on theory and thin on practice. The college spent a year rebuilding it with three employers.',
      ),
      ol(
        'Replaced two written exams with a practical assessment',
        [
          'Built a simulated security operations centre',
          ['Learners handle real-looking alerts in <i>shifts of three</i>'],
        ],
        'Invited employers to mark final projects',
      ),
      p(
        'The course gained accreditation last year. Completion rose from 68% to 84%, and employers in the region now interview Dunmere learners before they finish.',
      ),
    ],
  },
  {
    title: 'One hundred learners, one employer partnership: the Calderbrook model',
    subtitle: 'A college and a bank co-designed a data course. Here is what it took.',
    industries: ['Financial Services', 'Education'],
    topics: ['Data', 'Skills'],
    art: 'finance',
    blocks: [
      p(
        'Calderbrook Institute of Technology and a Manchester-based bank spent nine months designing a data analysis course together. Since 2024, one hundred learners have completed it, and 37 now work at the bank.',
      ),
      p(
        'The partnership works because both sides gave something up. The college let the bank set the final project brief; the bank accepted that <i>not every learner would join it</i>, and that was the point.',
      ),
      h('What each partner brings', 3),
      ul(
        'The college: teaching, pastoral support and the qualification',
        'The bank: real anonymised data, project briefs and guest tutors',
        'Both: a joint review of the course every summer',
      ),
    ],
  },
  {
    title: "How a charity used volunteers' data skills to halve its reporting time",
    subtitle: "Learners on a data course rebuilt a food bank network's monthly report.",
    industries: ['Charity and Non-profit'],
    topics: ['Data', 'Skills'],
    art: 'report',
    blocks: [
      p(
        'A food bank network in the West Midlands spent four days a month compiling figures for funders from spreadsheets sent in by twelve sites. Learners on a data course at Fairhollow Training Partnership took it on as their final project.',
      ),
      p(
        'They built a shared form for the sites and a simple dashboard for the office. The monthly report now takes <b>under two days</b>, and funders get it earlier.',
      ),
      image(
        'report',
        'The new monthly report: parcels given out per site, compared with last year',
        'An illustration of a report with a pie chart',
        { withBorder: true },
      ),
    ],
  },
  {
    title: 'Returners programme brings twelve engineers back to work',
    subtitle: 'Sixteen weeks, paid, for people who left tech to care for someone.',
    industries: ['Telecommunications', 'Professional Services'],
    topics: ['Diversity and Inclusion', 'Careers'],
    art: 'mentoring',
    blocks: [
      p(
        'Kestrelwing Solutions ran its first returners programme this year for engineers who had been out of work for two years or more, most of them after caring for children or relatives. Twelve of the fourteen participants have accepted permanent roles.',
      ),
      p(
        'The programme paid a salary from day one and paired each returner with a buddy who had returned themselves. "I had forgotten how much I knew," says Sarah Pritchard, back in network engineering after seven years. "<i>The tools changed. The thinking did not.</i>"',
      ),
      p(
        'The employer has shared its ' +
          link('guides/returners-programme', 'programme outline') +
          ' for others to use.',
      ),
    ],
  },
  {
    title: 'What changed after Harbour Systems dropped degree requirements',
    subtitle: 'Two years of hiring data from an engineering team of ninety.',
    industries: ['Professional Services', 'Transport and Logistics'],
    topics: ['Careers', 'Diversity and Inclusion'],
    art: 'careers',
    blocks: [
      p(
        'Harbour Systems removed the degree requirement from all engineering adverts in 2024. It replaced it with a paid take-home task and a structured interview, and tracked what happened.',
      ),
      ul(
        'Applications per role rose by 60%',
        'Hires from accredited apprenticeships and bootcamps went from 2 to 19',
        'Performance reviews after a year showed no difference by route in',
      ),
      p(
        'The team now recruits more than half its juniors through accredited courses. Its engineering manager says the biggest change was to interviews: "We stopped asking where people studied and started asking <b>what they built</b>."',
      ),
    ],
  },
  {
    title: "A rural college's route into green tech jobs",
    subtitle: 'Heat pumps, solar and the data that runs them, taught in Cumbria.',
    industries: ['Energy', 'Education'],
    topics: ['Green Tech', 'Internet of Things'],
    art: 'green',
    blocks: [
      p(
        'Learners in rural Cumbria used to leave the county to find technical jobs. A college there now runs an accredited course in installing and monitoring low-carbon heating, built with two local installers.',
      ),
      p(
        'The course mixes practical installation with the software side: connecting heat pumps to monitoring systems and reading the data to spot faults. Of the first cohort of eighteen, <b>fifteen</b> found work within twenty miles of home.',
      ),
      h('Next steps', 4),
      p('The college plans a second cohort in January, with places for adult career changers.'),
    ],
  },
  {
    title: 'Fixing the leaky pipeline: keeping women on cyber courses',
    subtitle: 'Three changes at Hollinridge Digital Academy cut drop-out by half.',
    industries: ['Education'],
    topics: ['Cyber Security', 'Diversity and Inclusion'],
    art: 'checklist',
    blocks: [
      p(
        'Hollinridge Digital Academy found that women were twice as likely as men to leave its cyber security course in the first term. Exit interviews pointed to the same few causes, none of them about ability.',
      ),
      ol(
        'Group projects with a fixed rotation of roles, so no one was always the note-taker',
        'A women in cyber mentor for every learner who wanted one',
        'Evening sessions moved earlier, so learners with children could attend',
      ),
      p(
        'First-term drop-out among women fell from 22% to 10% the following year. The academy says the changes helped <i>everyone</i> on the course.',
      ),
    ],
  },
  {
    title: "Building a learner's portfolio into a hiring process",
    subtitle: 'An employer replaced its coding test with a conversation about past work.',
    industries: ['Media and Entertainment'],
    topics: ['Software Development', 'Careers'],
    art: 'code',
    blocks: [
      p(
        'A digital agency in Newcastle stopped setting timed coding tests for junior roles. Instead, candidates bring a project they have built, often on an accredited course, and walk an engineer through it.',
      ),
      p(
        'The agency says it learns more in forty minutes of conversation than it did from a test. Candidates say it is <b>less stressful</b> and fairer to people who freeze under time pressure.',
      ),
      p(
        "Of the eleven juniors hired this way, ten passed probation. The agency's " +
          link('guides/portfolio-interviews', 'interview guide') +
          ' is open for anyone to adapt.',
      ),
    ],
  },
];
