// The words the console shows for the API's enum values.
export const memberTypeLabel = { learner: 'Learner', business: 'Employer user' } as const;
export const memberStatusLabel = {
  active: 'Active',
  pending_review: 'Pending review',
  disabled: 'Disabled',
} as const;
export const enquiryStatusLabel = {
  new: 'New',
  in_progress: 'In progress',
  closed: 'Closed',
} as const;
export const enquiryKindLabel = {
  join_employers: 'Join employers',
  get_accredited: 'Get accredited',
  author_access: 'Author access',
} as const;
export const organisationKindLabel = { school: 'Learning provider', employer: 'Employer' } as const;
export const organisationKindPlural = {
  school: 'Learning providers',
  employer: 'Employers',
} as const;

export const optionsOf = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));

export const rightsKindLabel = {
  access: 'Access (a copy of their data)',
  erasure: 'Erasure',
  rectification: 'Rectification',
  objection: 'Objection',
} as const;
export const rightsStatusLabel = { open: 'Open', done: 'Done', refused: 'Refused' } as const;
export const rightsChannelLabel = { email: 'Email', post: 'Post' } as const;
