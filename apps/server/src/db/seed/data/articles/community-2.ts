// Community news (second half): meet-ups, mentoring and the people who run them.
import { checklist, h, image, link, ol, p, ul, vimeo, type ArticleSeed } from './kit.ts';

export const COMMUNITY_2: ArticleSeed[] = [
  {
    title: 'Lunch-and-learn sessions that small employers actually keep running',
    subtitle: 'Thirty minutes, one speaker, sandwiches: why the simple format lasts.',
    industries: ['Professional Services'],
    topics: ['Skills', 'Software Development'],
    art: 'podcast',
    blocks: [
      p(
        'Plenty of small firms start a lunchtime talk series. Few are still running it a year later. We spoke to four employers with fewer than fifty staff whose sessions have lasted, and found they share a few habits.',
      ),
      ul(
        'The same day and time every fortnight',
        'A sign-up sheet of speakers a term ahead',
        'Talks by <b>juniors as well as seniors</b>',
        'No slides required',
      ),
      p(
        'At a 30-person accountancy software firm in Cardiff, the most popular session of the year was an apprentice explaining how she had automated her own timesheet. "It showed everyone that anyone can teach something," says the firm\'s operations lead.',
      ),
    ],
  },
  {
    title: "Career changers' circle: a year of monthly meet-ups in Bristol",
    subtitle: 'A former nurse, a chef and a bus driver on learning to code in their forties.',
    industries: ['Healthcare', 'Transport and Logistics'],
    topics: ['Careers', 'Diversity and Inclusion'],
    art: 'community',
    blocks: [
      p(
        'The circle began with five people in the back room of a café near Temple Meads. Twelve months on, forty-two people have come at least once, and nine have started jobs in tech.',
      ),
      p(
        'The format has not changed: each person says what they worked on that month and what got in the way. Michelle Turner, who spent twenty years as a ward nurse, says the circle was the first place she felt <i>allowed to be a beginner</i>.',
      ),
      h('What members say helped most', 3),
      ol(
        'A short accredited course with a fixed end date',
        'One portfolio project built around their old job',
        'Practice interviews with someone from the circle who had just been hired',
      ),
    ],
  },
  {
    title: 'What learners want from employer open days',
    subtitle: 'Fewer slides about company values, more time with the people doing the work.',
    industries: ['Financial Services', 'Telecommunications'],
    topics: ['Careers', 'Apprenticeships'],
    art: 'careers',
    blocks: [
      p(
        'After the autumn round of open days, we surveyed 230 learners who had attended at least one. Their verdict was clear: the most useful hour was the one spent at a desk with someone in the job.',
      ),
      h('The most requested changes'),
      ul(
        'Meet current apprentices without a manager in the room',
        'See a real piece of work, not a demo',
        'Hear what a normal week looks like, including the dull parts',
        'Leave with a named contact',
      ),
      p(
        'Employers planning an open day can use our short ' +
          link('guides/open-days', 'open day guide') +
          ', written with learners who took part in the survey.',
      ),
    ],
  },
  {
    title: 'Inside a learning provider accreditation clinic',
    subtitle: 'What assessors look for, and what providers bring that they do not need.',
    industries: ['Education'],
    topics: ['Skills'],
    art: 'report',
    blocks: [
      p(
        'Accreditation clinics are one-hour sessions where a provider walks an assessor through a course before submitting it. Most providers arrive with far more paperwork than the assessor will read, and less evidence of employer involvement than they need.',
      ),
      h('What to bring'),
      checklist(
        ['The course outline with learning outcomes', true],
        ['Two examples of marked learner work', true],
        ['Evidence that employers helped design or review the course', false],
        ['Learner destinations for the last two cohorts, if you have them', false],
      ),
      p(
        '"We are not checking your formatting," says Rachel Quinn, one of the network\'s assessors. "We want to see that an employer would recognise what your learners can do at the end."',
      ),
    ],
  },
  {
    title: 'Volunteering as a code club leader: a first term',
    subtitle: 'A cloud engineer on teaching eleven-year-olds, and what it taught her.',
    industries: ['Education', 'Charity and Non-profit'],
    topics: ['Software Development', 'Skills'],
    art: 'code',
    blocks: [
      p(
        'Sophie Lambert spends her working week on cloud infrastructure for an insurer. On Thursday afternoons she runs a code club at a primary school in Swindon with fourteen members and one unreliable projector.',
      ),
      p(
        'She says the hardest part was slowing down. "I kept explaining loops as if they were obvious. The children taught me to show one small example and then <b>stop talking</b>." It has changed how she writes documentation at work, too.',
      ),
      image(
        'code',
        "The club's end-of-term project: a quiz game with a scoreboard",
        'An illustration of a code editor window',
        { withBackground: true },
      ),
    ],
  },
  {
    title: 'A podcast by apprentices, for apprentices',
    subtitle: 'Three level 3 apprentices started recording in a meeting room. It caught on.',
    industries: ['Media and Entertainment'],
    topics: ['Apprenticeships', 'Careers'],
    art: 'podcast',
    blocks: [
      p(
        '<i>Off the Job</i> is a fortnightly podcast made by three digital apprentices at a regional broadcaster. Each episode is twenty minutes long and features one guest: an apprentice, an assessor or a manager.',
      ),
      vimeo('900000003', 'The team records an episode about end-point assessment'),
      p(
        'The most downloaded episode so far is about end-point assessment nerves. "Nobody tells you what the professional discussion is actually like," says co-host Ben Ashworth. "So we asked someone who had just done it."',
      ),
    ],
  },
  {
    title: 'How an employer network breakfast became a regional hiring group',
    subtitle: 'Eight firms in Lincolnshire now share interview slots and a talent pool.',
    industries: ['Manufacturing', 'Professional Services'],
    topics: ['Careers', 'Skills'],
    art: 'regions',
    blocks: [
      p(
        'The first Employer Network Breakfast in Lincoln was a polite exchange of business cards. By the fourth, the eight firms in the room had realised they were interviewing the same small pool of candidates, and turning down good people they could not place.',
      ),
      p(
        'They now share a pool: a candidate who is a good fit but not for the firm that interviewed them can, with their consent, be passed to another member. In its first year the group made <b>seventeen hires</b> this way.',
      ),
      p(
        'The group has published its ' +
          link('guides/shared-talent-pools', 'consent form and process') +
          ' for other regions to adapt.',
      ),
    ],
  },
  {
    title: 'Neurodivergent engineers on what helps at work',
    subtitle: 'Written agendas, quiet hours and managers who ask rather than assume.',
    industries: ['Telecommunications', 'Financial Services'],
    topics: ['Diversity and Inclusion', 'Accessibility'],
    art: 'mentoring',
    blocks: [
      p(
        'For this piece we spoke to seven engineers who are autistic, dyslexic or have ADHD, working at employers across the network. We asked each of them one question: what is the most useful thing an employer has done for you?',
      ),
      h('Small changes, often free', 3),
      ul(
        'Agendas sent the day before a meeting',
        'A recorded walkthrough instead of a live demo only',
        'Agreed quiet hours without messages',
        'Written feedback after interviews',
      ),
      p(
        '"My manager asked me how I work best in my first week, and then actually did it," says Josh Whitfield, a network engineer. "That was worth more than any policy."',
      ),
    ],
  },
  {
    title: 'Building a cloud home lab with learners in Glasgow',
    subtitle: 'Secondhand mini PCs, free tiers and a budget alert that saved the day.',
    industries: ['Education'],
    topics: ['Cloud', 'DevOps'],
    art: 'cloud',
    blocks: [
      p(
        "Learners on Glenmarsh College's cloud course spend six weeks building a small lab: two secondhand mini PCs at the college and an account on a public cloud with strict spending limits.",
      ),
      ol(
        'Install a hypervisor and run two virtual machines',
        ['Deploy the same web app locally and in the cloud', ['Compare cost, speed and effort']],
        'Automate the build so a classmate can repeat it',
      ),
      p(
        'Lecturer Iain Ross makes every learner set a budget alert on day one. It fired for one group in week four, when a forgotten database had been left running. "That was the best lesson of the course," he says.',
      ),
    ],
  },
  {
    title: 'Notes from a round-table on cloud hiring in the North West',
    subtitle: 'Employers agreed on one thing: certifications open doors, projects get offers.',
    industries: ['Professional Services', 'Financial Services'],
    topics: ['Cloud', 'Careers'],
    art: 'cloud',
    blocks: [
      p(
        'Fourteen employers met at Calderbrook Institute of Technology to compare notes on hiring for cloud roles. Between them they had filled more than ninety junior posts in the last year.',
      ),
      p(
        'Most said a vendor certification helped a CV get past the first sift, but no one had made an offer on a certificate alone. What moved candidates forward was being able to explain <i>why</i> they had built something the way they had.',
      ),
      h('Agreed actions', 4),
      ul(
        'Publish salary ranges on every junior advert',
        'Accept accredited course projects as evidence of experience',
        'Offer feedback to every candidate who reaches interview',
      ),
    ],
  },
  {
    title: 'Reviewing portfolios: what a good README tells an employer',
    subtitle: 'A hiring manager reads thirty portfolios and explains what she looks for first.',
    industries: ['Retail', 'Media and Entertainment'],
    topics: ['Software Development', 'Careers'],
    art: 'ux',
    blocks: [
      p(
        'Nadia Rahman hires junior developers for an online fashion retailer. At the Portfolio Review Night in Nottingham she read thirty portfolios in two hours and talked through each one with its author.',
      ),
      p(
        'She reads the README before the code, every time. A good one says what the project does, how to run it and what the author would do next. "<b>The last part is the interview</b>," she says. "It tells me how you think."',
      ),
      p(
        'Her own template is on the ' +
          link('guides/readme-template', 'portfolio guides page') +
          '.',
      ),
    ],
  },
];
