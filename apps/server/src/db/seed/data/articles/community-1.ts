// Community news (first half): meet-ups, mentoring and the people who run them.
import { checklist, h, image, link, ol, p, ul, vimeo, youtube, type ArticleSeed } from './kit.ts';

export const COMMUNITY_1: ArticleSeed[] = [
  {
    title: 'What a Saturday portfolio clinic in Leeds taught our mentors',
    subtitle: 'Forty learners, twelve mentors and a lot of unfinished README files.',
    industries: ['Professional Services'],
    topics: ['Careers', 'Software Development'],
    art: 'mentoring',
    blocks: [
      p(
        'The clinic ran from ten until two in a borrowed lecture theatre at Ravensmere College. Each learner brought one project and had twenty minutes with a mentor who hires for a living. The brief was simple: <b>leave with one change you can make this week</b>.',
      ),
      h('The same three notes, again and again'),
      ul(
        'Say what the project does in the first line of the README',
        'Show one decision you made and why',
        'Take out the tutorial code you did not write',
      ),
      p(
        'Mentors were surprised by how often the best work was hidden. One learner had rebuilt a bus timetable app after talking to drivers at the depot, and only mentioned it when asked what she had enjoyed. <i>That</i> is the story an interviewer wants to hear.',
      ),
      p(
        'We will run the next clinic in Sheffield in the spring. Mentors can sign up through the ' +
          link('mentor-clinics', 'clinic volunteer page') +
          '.',
      ),
    ],
  },
  {
    title: 'Before your first tech interview: a checklist from hiring managers',
    subtitle: 'Six hiring managers on the preparation that makes a difference on the day.',
    industries: ['Professional Services', 'Financial Services'],
    topics: ['Careers', 'Skills'],
    art: 'checklist',
    blocks: [
      p(
        'We asked six hiring managers from across the network what separates a nervous but prepared candidate from one who is simply nervous. None of them mentioned trick questions. All of them mentioned <b>homework on the team</b>.',
      ),
      h('The checklist'),
      checklist(
        ['Read the job advert again and underline the three skills it repeats', true],
        ['Prepare one project you can talk about for five minutes', true],
        ['Look up the team on the company website and its engineering blog', false],
        ['Write down two questions about how the team works', false],
        ['Test your camera and microphone if the interview is online', false],
      ),
      h('On the day', 3),
      p(
        '"Tell me when you do not know something," says Grace Adeyemi, who leads a support team at Copperleaf Bank. "Guessing is the one thing that worries me. Saying how you would find out is a good answer."',
      ),
    ],
  },
  {
    title: 'Women in Cyber meet-up: notes from the Dunmere evening',
    subtitle: 'A packed room in Dundee talked about first jobs, imposter syndrome and CTFs.',
    industries: ['Education', 'Public Sector'],
    topics: ['Cyber Security', 'Diversity and Inclusion'],
    art: 'security',
    blocks: [
      p(
        'Dunmere College hosted the third Women in Cyber meet-up of the year, with more than sixty people in a room set out for forty. The theme was <i>the first two years</i>: what it is like to start in a security operations centre, and what helps people stay.',
      ),
      p(
        "Fiona MacLeod, a threat analyst at a Scottish housing association, described her first night shift. Her advice was to keep a personal log of every alert she did not understand and to ask about one of them each morning. A year later that log became her team's training guide.",
      ),
      h('What the room asked for', 3),
      ul(
        'More capture-the-flag events with beginner tracks',
        'Named mentors rather than an open offer of help',
        'Job adverts that list the tools, not ten years of experience',
      ),
      p(
        'The next meet-up is in Aberdeen in March. Slides from the evening are on the ' +
          link('events/women-in-cyber-dundee', 'event page') +
          '.',
      ),
    ],
  },
  {
    title: 'How a retired network engineer became the most booked mentor in Wales',
    subtitle: 'Forty years of routers, and a habit of asking learners to draw things.',
    industries: ['Telecommunications'],
    topics: ['Networking', 'Careers'],
    art: 'network',
    blocks: [
      p(
        'Gareth Pryce spent four decades keeping telephone exchanges and then data networks running across South Wales. When he retired, a former colleague at Marrowdale University asked if he would talk to one apprentice. He now mentors eleven.',
      ),
      p(
        'His method is old-fashioned. Every session starts with a blank sheet of paper and the question "draw me what happens when you load a web page". Learners who can draw it, he says, <b>can usually fix it</b>.',
      ),
      image(
        'network',
        'A mentoring session sketch: how a request travels from a laptop to a server',
        'An illustration of a globe with linked points',
        { withBorder: true },
      ),
      p(
        'Gareth books sessions in the library at Marrowdale on Tuesday afternoons. "I learned on the job from people who had time for me," he says. "That is all this is."',
      ),
    ],
  },
  {
    title: 'Running an accessible hack day on a £600 budget',
    subtitle: 'Quiet rooms, captions and clear timings cost less than the pizza.',
    industries: ['Charity and Non-profit'],
    topics: ['Accessibility', 'Diversity and Inclusion'],
    art: 'accessibility',
    blocks: [
      p(
        'The Data for Good hack day in Norwich brought together twenty-eight learners and four local charities. The organisers set themselves a rule: every choice about the day had to work for someone who could not hear the announcements, see the slides or cope with a noisy hall.',
      ),
      h('Where the money went'),
      ol(
        'Live captioning for the opening and the final presentations',
        ['A quiet room with its own sign', ['Booked for the whole day, not only the afternoon']],
        'Printed timings on every table',
        'Food labelled with every allergen',
      ),
      p(
        'The total came to £590, most of it captioning. Three participants said it was the first hack day they had stayed at until the end. The organisers have written up their ' +
          link('guides/accessible-hack-day', 'planning notes') +
          ' for anyone who wants to copy them.',
      ),
    ],
  },
  {
    title: 'Apprentices take over the Portmouth careers fair',
    subtitle: 'This year the stands were run by the people who had been on the other side.',
    industries: ['Transport and Logistics', 'Manufacturing'],
    topics: ['Apprenticeships', 'Careers'],
    art: 'community',
    blocks: [
      p(
        'At the Tech Careers Fair in Portmouth, nine employers handed their stands to current apprentices. Visitors asked about pay, shifts and exams, and got answers from people who had asked the same questions eighteen months earlier.',
      ),
      youtube('TGdemo00002', 'Highlights from the Portmouth careers fair'),
      p(
        'Kyle Barnes, a second-year engineering apprentice at a port operator, spent the day explaining what a control systems technician does. "Most people thought it was all spanners," he says. "Half my week is on a laptop reading sensor data."',
      ),
      p(
        'The organisers counted <b>twice as many conversations</b> per stand as last year. Employers who want to do the same next year can register interest with the fair team.',
      ),
    ],
  },
  {
    title: 'Five questions learners asked at the AI in the workplace panel',
    subtitle: 'Will it take my job, can I use it in my coursework, and three more.',
    industries: ['Media and Entertainment', 'Professional Services'],
    topics: ['Artificial Intelligence', 'Careers'],
    art: 'ai',
    blocks: [
      p(
        'The panel in Manchester was meant to last an hour. It ran to nearly two, because the audience of learners and apprentices kept asking questions the panel had not prepared for. Here are the five that came up most.',
      ),
      ol(
        'Will AI tools take the junior jobs I am training for?',
        'Can I use an assistant for my coursework, and should I say so?',
        'How do employers check what I can do without one?',
        'Which skills will still matter in five years?',
        'Who is responsible when the tool gets it wrong?',
      ),
      p(
        'The panel agreed on one answer in particular: employers want people who can <i>check</i> generated work, and that takes the same understanding it always did. Read the full discussion in the ' +
          link('panels/ai-in-the-workplace-manchester', 'panel write-up') +
          '.',
      ),
    ],
  },
  {
    title: 'Meet the mentors: a data analyst who switched from teaching chemistry',
    subtitle: 'Hannah Okoro on spreadsheets, lab notebooks and changing career at 38.',
    industries: ['Education', 'Healthcare'],
    topics: ['Data', 'Careers'],
    art: 'data',
    blocks: [
      p(
        'Hannah Okoro taught A-level chemistry for twelve years before an evening course in data analysis at Larkspur College of Technology. She now analyses waiting-list data for a group of community clinics and mentors three career changers.',
      ),
      p(
        'She says teaching prepared her better than she expected. "A lab notebook is a dataset with a method section. I already knew how to be sceptical about results, and how to explain them to people who did not want to hear them."',
      ),
      h('Her advice to other career changers', 3),
      ul(
        'Count the skills you already have before the ones you lack',
        'Finish one short course before signing up for a long one',
        'Find a <b>real dataset</b> from a sector you know',
      ),
    ],
  },
  {
    title: 'Green tech showcase: student projects that cut a school energy bill',
    subtitle: 'Sensors in classrooms, a dashboard for the caretaker and an 11% saving.',
    industries: ['Energy', 'Education'],
    topics: ['Green Tech', 'Internet of Things'],
    art: 'green',
    blocks: [
      p(
        "Second-year students at Nettlecombe College spent a term wiring temperature and occupancy sensors into a partner secondary school. The showcase in Exeter was the first time the school's business manager saw the results on a big screen.",
      ),
      image(
        'green',
        'The showcase stand: sensor readings from twenty classrooms over one term',
        'An illustration of a wind turbine beside a leaf',
        { stretched: true },
      ),
      p(
        "The students found heating running in empty rooms after four o'clock on most weekdays. A timer change and a simple dashboard for the caretaker cut the school's gas use by <b>11%</b> over the winter term.",
      ),
      p('Two of the students have since been offered placements with a regional energy supplier.'),
    ],
  },
  {
    title: 'Your first week as a software apprentice: what to expect',
    subtitle: 'Laptops, logins and a lot of names. Apprentices on the week that felt longest.',
    industries: ['Financial Services', 'Retail'],
    topics: ['Apprenticeships', 'Software Development'],
    art: 'apprenticeship',
    blocks: [
      p(
        'We asked apprentices from five employers what they wish they had known before day one. The answers were reassuring: almost nobody writes production code in week one, and nobody expects you to.',
      ),
      h('What most first weeks include'),
      checklist(
        ['Collect your laptop and set up your accounts', true],
        ['Meet your line manager and your workplace mentor', true],
        ["Read the team's onboarding guide and note questions", false],
        ['Shadow a colleague through a code review', false],
        ['Agree your off-the-job training day with your provider', false],
      ),
      p(
        '"I spent most of Wednesday waiting for a password reset," says Amira Haddad, now in her second year at an online retailer. "It felt like failing. It was completely normal."',
      ),
    ],
  },
  {
    title: 'A community awards evening for the people behind the scenes',
    subtitle: 'Technicians, coordinators and a very patient timetabler took the prizes.',
    industries: ['Education'],
    topics: ['Skills', 'Apprenticeships'],
    art: 'accreditation',
    blocks: [
      p(
        'Most awards in tech education go to learners and lecturers. This year the Community Awards Evening in Birmingham added three categories for the people who make courses run: technicians, placement coordinators and timetablers.',
      ),
      vimeo('900000001', 'Highlights from the Community Awards Evening in Birmingham'),
      p(
        'The placement award went to Deepa Mistry at Pellbrook University, who found work placements for all 84 of her computing students, including eleven who needed adjustments for a disability. The judges noted that she <i>visits every new employer in person</i>.',
      ),
      p(
        'Nominations for next year open in June. The full list of winners is on the ' +
          link('awards/2026', 'awards page') +
          '.',
      ),
    ],
  },
];
