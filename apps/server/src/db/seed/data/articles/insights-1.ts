// Insights (first half): skills, hiring and what the numbers say.
import { h, image, link, ol, p, skillsSurveyPdf, ul, type ArticleSeed } from './kit.ts';

export const INSIGHTS_1: ArticleSeed[] = [
  {
    title: 'What 400 employers told us about entry-level cloud roles',
    subtitle: 'The 2026 skills survey: fewer degree requirements, more weight on projects.',
    industries: ['Professional Services', 'Financial Services'],
    topics: ['Cloud', 'Skills'],
    art: 'report',
    blocks: [
      p(
        "This year's skills survey heard from 412 employers in the network, from two-person consultancies to national banks. A third of them hired for an entry-level cloud role in the last twelve months, and most found it harder than they expected.",
      ),
      h('Key findings'),
      ul(
        '<b>58%</b> no longer require a degree for junior cloud posts',
        '71% say a portfolio project carries more weight than a certificate',
        'Networking fundamentals are the most common gap at interview',
      ),
      p(
        'The summary below covers the headline figures; the full dataset is on the ' +
          link('skills-survey-2026', '2026 skills survey page') +
          '.',
      ),
      skillsSurveyPdf(),
    ],
  },
  {
    title: 'Why small firms struggle to hire their first security specialist',
    subtitle: 'No one to write the job advert, and no one to judge the answers at interview.',
    industries: ['Professional Services', 'Retail'],
    topics: ['Cyber Security', 'Careers'],
    art: 'security',
    blocks: [
      p(
        'Firms with under fifty staff told us their first security hire takes twice as long as any other technical post. The reason is rarely pay. It is that nobody in the business knows what good looks like.',
      ),
      p(
        'Several described copying a large company\'s advert and attracting no one, because it asked for experience a junior could not have. Others hired a generalist and hoped. One managing director summed it up: "<i>I did not know what to ask, so I asked about certificates.</i>"',
      ),
      h('What helps', 3),
      ol(
        'Borrow an interviewer from a larger firm in your network',
        'Describe the problems you have, not a list of tools',
        'Consider an apprentice with a mentor at a partner company',
      ),
    ],
  },
  {
    title: 'The data skills retailers are asking for in 2026',
    subtitle: 'Forecasting, stock data and clear charts matter more than machine learning.',
    industries: ['Retail'],
    topics: ['Data', 'Skills'],
    art: 'data',
    blocks: [
      p(
        'We read 600 data job adverts from retailers posted between January and September. The word that appeared most after "SQL" was not "Python" or "AI". It was "<b>stakeholders</b>".',
      ),
      ul(
        'SQL appeared in 82% of adverts',
        'A visualisation tool in 64%',
        'Forecasting or demand planning in 41%',
        'Machine learning in 12%',
      ),
      p(
        'Retail analysts spend their days explaining stock levels and sales trends to buyers and store managers. Courses that include presenting findings to a non-technical audience are, unsurprisingly, the ones retail employers rate highest.',
      ),
    ],
  },
  {
    title: 'How AI tools are changing junior developer work, according to those doing it',
    subtitle: 'Forty junior developers kept a diary for a month. Here is what they wrote.',
    industries: ['Financial Services', 'Media and Entertainment'],
    topics: ['Artificial Intelligence', 'Software Development'],
    art: 'ai',
    blocks: [
      p(
        'Rather than ask managers, we asked junior developers in their first two years to log each time they used an AI coding assistant, what for, and whether it helped. Forty people at eleven employers took part.',
      ),
      h('What the diaries show'),
      p(
        'Assistants were used most for boilerplate and tests, and least for debugging, where most diarists found them <i>confidently wrong</i>. The juniors who got the most from them were the ones who already understood the codebase.',
      ),
      p(
        'Several wrote that reviewing generated code taught them more than writing it, because their seniors asked them to explain every line. The full diary study is on the ' +
          link('research/junior-developer-diaries', 'research page') +
          '.',
      ),
    ],
  },
  {
    title: 'Reading a job advert: which requirements really matter',
    subtitle: 'Hiring managers mark up their own adverts: essential, nice to have, wishful.',
    industries: ['Professional Services'],
    topics: ['Careers', 'Skills'],
    art: 'checklist',
    blocks: [
      p(
        'Research keeps finding that many people apply only when they meet every requirement, and that employers rarely expect them to. We asked five hiring managers to go through their own recent adverts and sort each requirement honestly.',
      ),
      ol(
        ['Essential', ['Usually the first two or three items', 'Often repeated in the summary']],
        ['Nice to have', ['Specific tools, which can be learned on the job']],
        ['Wishful', ['Years of experience in a technology that is only three years old']],
      ),
      p(
        'The advice from all five: if you meet the essentials and can show <b>one piece of work</b> that proves it, apply.',
      ),
    ],
  },
  {
    title: 'Platform engineering explained for career changers',
    subtitle: 'What the job involves, what it pays and where people come from.',
    industries: ['Telecommunications', 'Financial Services'],
    topics: ['DevOps', 'Cloud'],
    art: 'devops',
    blocks: [
      p(
        'Platform engineers build the internal tools and paved roads that let other developers ship software safely. It is one of the fastest-growing job titles in the network, and one of the least understood by people outside it.',
      ),
      h('A typical week'),
      ul(
        'Looking after the build and deployment pipelines',
        'Writing templates so teams can start new services in minutes',
        'Being on call for the platform, often one week in six',
      ),
      p(
        'Many platform engineers came from system administration or support roles. Employers say <i>curiosity about why things break</i> matters more than any one tool.',
      ),
    ],
  },
  {
    title: 'Accessibility is becoming a hiring requirement in the public sector',
    subtitle: 'Digital teams in councils and agencies now test for it at interview.',
    industries: ['Public Sector'],
    topics: ['Accessibility', 'User Experience'],
    art: 'accessibility',
    blocks: [
      p(
        "Public sector websites in the UK must meet accessibility regulations, and digital teams are increasingly checking candidates' knowledge before they are hired rather than training them afterwards.",
      ),
      p(
        'Of the public sector adverts for developers and designers we reviewed, <b>two in three</b> named accessibility as an essential skill, up from one in four two years ago. Several now include a short task: find the problems in this form.',
      ),
      image(
        'accessibility',
        'A typical interview task: spot the accessibility problems in a sign-up form',
        'An illustration of the accessibility symbol beside large letters',
        { withBorder: true, withBackground: true },
      ),
    ],
  },
  {
    title: 'Why telecoms networks still need people who understand hardware',
    subtitle: 'Software-defined networks still run on fibre, radios and cabinets.',
    industries: ['Telecommunications'],
    topics: ['Networking', 'Internet of Things'],
    art: 'network',
    blocks: [
      p(
        'Operators told us their hardest roles to fill are not in software. They are field and network engineers who can read a fibre trace, understand radio planning and still write a script to automate the job.',
      ),
      p(
        'The retirement wave is real: at one regional operator, <b>a third of network engineers</b> are over 55. Apprenticeships are growing, but several employers said college courses spend too little time on physical networks.',
      ),
      h('Skills employers mentioned most', 4),
      ul('Fibre splicing and testing', 'Routing and switching', 'Scripting for automation'),
    ],
  },
  {
    title: 'Measuring the carbon cost of software: where teams start',
    subtitle: 'You cannot cut what you do not measure, and most teams measure nothing.',
    industries: ['Energy', 'Professional Services'],
    topics: ['Green Tech', 'Cloud'],
    art: 'green',
    blocks: [
      p(
        'Ask a development team how much energy its service uses and most will not know. Cloud providers now publish estimates, and a handful of teams in the network have started to track them alongside cost and speed.',
      ),
      ol(
        'Switch off environments nobody uses at night',
        'Choose a region with a cleaner electricity mix where latency allows',
        'Track emissions per request, not just the monthly total',
      ),
      p(
        'A small team at a housing charity cut its cloud bill by a fifth doing only the first step. The ' +
          link('guides/green-software', 'green software guide') +
          ' has worked examples.',
      ),
    ],
  },
  {
    title: 'What level 4 and level 6 apprenticeships lead to, in numbers',
    subtitle: 'Three years of destinations data from learners on accredited programmes.',
    industries: ['Education', 'Financial Services'],
    topics: ['Apprenticeships', 'Data'],
    art: 'careers',
    blocks: [
      p(
        'We followed learners who finished accredited apprenticeships between 2023 and 2025. The headline: <b>nine in ten</b> were still with their employer or in a related role a year after finishing.',
      ),
      h('Level 4'),
      p(
        'Most level 4 apprentices became analysts, support engineers or junior developers. Around one in five went on to a level 6 programme within two years.',
      ),
      h('Level 6', 3),
      p(
        'Degree apprentices moved into roles with more responsibility sooner, and a higher share stayed with the employer that trained them. Pay at the end of the programme was broadly in line with graduates from the same universities.',
      ),
    ],
  },
  {
    title: 'Pairing data analysts with clinicians: lessons from a hospital trust',
    subtitle: 'Two analysts on a ward for six months changed which questions got asked.',
    industries: ['Healthcare', 'Public Sector'],
    topics: ['Data', 'Skills'],
    art: 'health',
    blocks: [
      p(
        'A hospital trust in the East Midlands placed two junior analysts on an orthopaedic ward for six months, working alongside nurses and surgeons rather than in the business intelligence office.',
      ),
      p(
        "The first thing they noticed was how much data was collected and never used. The second was that clinicians' questions were <i>better</i> than the ones in the monthly report. Within three months they had rebuilt the discharge dashboard around what the ward actually asked.",
      ),
      p(
        'The trust is now recruiting analysts through a data apprenticeship so that the next ones start on a ward, not at a desk.',
      ),
    ],
  },
];
