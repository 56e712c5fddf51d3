// Material for ≥ 60 fictional insights: title patterns × subjects give unique titles.
export const INSIGHT_TITLE_PATTERNS = [
  '{topic}: what employers look for in 2026',
  'Five lessons from a year of {topic} apprenticeships',
  'How accredited courses are changing {topic} hiring',
  'Getting started in {topic} without a degree',
  'A day in the life of the {topic} team',
  'Why {topic} skills matter for small businesses',
  'Mentoring the next generation of {topic} talent',
  'From classroom to career: {topic} graduates share their stories',
];

export const INSIGHT_TOPICS = [
  'Cloud',
  'Cyber Security',
  'Data',
  'Artificial Intelligence',
  'DevOps',
  'Software Development',
  'User Experience',
  'Networking',
  'Green Tech',
  'Accessibility',
];

export const INSIGHT_SUBTITLES = [
  'Practical advice from people doing the work.',
  'What we learned, and what we would do differently.',
  'A look at the skills gap and how the network is closing it.',
  'Stories from learners, employers and educators.',
  'Notes from a community round-table.',
  'The numbers behind the headlines.',
];

/** Paragraphs with the inline markup the editor produces: <b>, <i> and https links. */
export const INSIGHT_PARAGRAPHS = [
  'When we asked employers in the network what they need most, the answer was consistent: <b>practical skills</b> that can be used from the first week.',
  'Learners told us that working on <i>real briefs</i> was the single most valuable part of their course.',
  'The full findings are in the <a href="https://example.org/skills-survey-2026">2026 skills survey</a>, which covers more than four hundred organisations.',
  'Small teams benefit most: a single well-prepared hire can change what a business is able to offer its customers.',
  'We spoke to mentors who have supported learners for several years. <b>Consistency</b> and <i>honest feedback</i> came up again and again.',
  'Accreditation gives employers a shared language for skills, so a badge means the same thing in Belfast as it does in Bristol.',
  'If you are considering a career change, start small: a short course and a portfolio project will tell you more than any article.',
  'Read more about the standard on the <a href="https://example.org/accreditation-standard">accreditation standard page</a>.',
];

export const INSIGHT_HEADINGS = [
  'What we found',
  'Why it matters',
  'What happens next',
  'Advice for learners',
  'Advice for employers',
  'The bigger picture',
];
