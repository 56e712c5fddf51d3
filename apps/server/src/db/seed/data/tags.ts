// Tag vocabulary. The three news-category tags have fixed ts_uuids so links and code can name
// them; the other tags' ts_uuids come from the seeded PRNG.
export const INDUSTRY_TAGS = [
  'Financial Services',
  'Healthcare',
  'Retail',
  'Manufacturing',
  'Public Sector',
  'Education',
  'Energy',
  'Telecommunications',
  'Media and Entertainment',
  'Transport and Logistics',
  'Professional Services',
  'Charity and Non-profit',
];

export const TOPIC_TAGS = [
  'Artificial Intelligence',
  'Cloud',
  'Cyber Security',
  'Data',
  'DevOps',
  'Software Development',
  'Networking',
  'User Experience',
  'Machine Learning',
  'Internet of Things',
  'Green Tech',
  'Accessibility',
  'Careers',
  'Diversity and Inclusion',
  'Apprenticeships',
  'Skills',
];

export const NEWS_CATEGORY_TAGS = [
  { title: 'Community', newsCategory: 'community', tsUuid: '5c0a2f1e-7d3b-4e59-9a61-000000000c01' },
  { title: 'Insights', newsCategory: 'insights', tsUuid: '5c0a2f1e-7d3b-4e59-9a61-000000000c02' },
  { title: 'Impact', newsCategory: 'impact', tsUuid: '5c0a2f1e-7d3b-4e59-9a61-000000000c03' },
] as const;
