// One error map for every schema in the contracts, in the browser and on the server alike
// (decision 0080): a check that does not word its own message gets a sentence about the
// field's label in GOV.UK's vocabulary ("Enter …", "Choose …", "… must be …"), never Zod's
// own "Invalid input: expected string". Every schema module imports `z` from `./zod.ts`,
// which installs this map, so no code path can parse a contract schema without it.
import { globalRegistry, type core } from 'zod';

/**
 * Labels for fields whose code name does not say what a person sees. Give the noun phrase
 * as a sentence uses it after "Enter" or "Choose" ("a learning provider", "your password").
 * A field not listed here reads its name as words (`first_name` → "a first name").
 */
export const fieldLabels: Record<string, string> = {
  school_id: 'a learning provider',
  school: 'a learning provider',
  employer_id: 'an employer',
  course_id: 'a course',
  user_id: 'a member',
  member_id: 'a member',
  actor_id: 'a person',
  tag_id: 'a tag',
  tag_ids: 'the tags',
  programme_type_id: 'a programme type',
  programme_level_id: 'a level',
  subject_id: 'a subject',
  location_id: 'a location',
  gender_id: 'your gender',
  ethnicity_id: 'your ethnicity',
  job_role_id: 'your job role',
  course_type: 'a type of course',
  badge_id: 'a badge',
  url: 'a website address',
  image_url: 'an image',
  logo_url: 'a logo',
  avatar_url: 'a photo',
  avatar: 'a photo',
  thumbnail: 'an image',
  starts_at: 'a start time',
  ends_at: 'an end time',
  accredited_on: 'the date of accreditation',
  issued_on: 'the issue date',
  expires_on: 'the expiry date',
  updated_at: 'the version you opened',
  time_zone: 'a time zone',
  email: 'an email address',
  password: 'your password',
  new_password: 'a new password',
  q: 'a search',
  limit: 'the number of results',
  offset: 'the starting row',
  per_page: 'the number of results a page',
  page: 'a page number',
  sort: 'an order',
  dir: 'an order',
  cancel_deletion: 'whether to keep your account',
  alerts_preference: 'whether to get alerts',
  marketing_preference: 'whether to get news',
  honeypot: 'nothing in this field',
  body: 'a note',
  id: 'a record',
};

const ARTICLE = /^(a|an|the|your) /;

/** The label of the field an issue is about: the schema's `.meta({ label })`, the map, or its name. */
function labelOf(issue: core.$ZodRawIssue): string {
  const meta = issue.inst ? globalRegistry.get(issue.inst as core.$ZodType) : undefined;
  if (typeof meta?.label === 'string') return meta.label;
  const key = [...(issue.path ?? [])].reverse().find((part) => typeof part === 'string');
  if (typeof key !== 'string') return 'this field';
  if (fieldLabels[key]) return fieldLabels[key];
  const words = key
    .replace(/_(id|ids)$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return `${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words}`;
}

/** "a learning provider" → "Learning provider", for sentences that start with the field. */
const subject = (label: string) => {
  const bare = label.replace(ARTICLE, '');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
};

const isBlank = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/** Whether the field is a choice (an id from a list, an option, a yes or no). */
const isChoice = (issue: core.$ZodRawIssue, label: string) => {
  const key = [...(issue.path ?? [])].reverse().find((part) => typeof part === 'string');
  return (
    (typeof key === 'string' && /(_id|_ids|_type|_preference|sort|dir)$/.test(key)) ||
    /^(whether|your gender|your ethnicity|your job role)/.test(label)
  );
};

const count = (n: number | bigint, one: string, many: string) =>
  `${n} ${Number(n) === 1 ? one : many}`;

/** The sentence for one issue; undefined leaves a schema's own words in place. */
export function plainMessage(issue: core.$ZodRawIssue): string | undefined {
  const label = labelOf(issue);
  const Subject = subject(label);
  const choice = isChoice(issue, label);
  const ask = choice ? 'Choose' : 'Enter';
  switch (issue.code) {
    case 'invalid_type':
      if (isBlank(issue.input)) return `${ask} ${label}`;
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint')
        return choice ? `Choose ${label} from the list` : `${Subject} must be a number`;
      if (issue.expected === 'boolean') return `Choose ${label}`;
      if (issue.expected === 'array') return `Choose ${label} from the list`;
      if (issue.expected === 'date') return `${Subject} must be a real date`;
      return `${ask} ${label}`;
    case 'too_small': {
      const min = issue.minimum;
      if (issue.origin === 'string')
        return Number(min) <= 1
          ? `${ask} ${label}`
          : `${Subject} must be ${count(min, 'character', 'characters')} or more`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Choose at least ${count(min, 'item', 'items')} for ${label.replace(ARTICLE, '')}`;
      if (issue.origin === 'date') return `${Subject} must be a later date`;
      if (choice) return `Choose ${label} from the list`;
      return `${Subject} must be ${issue.inclusive === false ? 'more than' : 'at least'} ${min}`;
    }
    case 'too_big': {
      const max = issue.maximum;
      if (issue.origin === 'string')
        return `${Subject} must be ${count(max, 'character', 'characters')} or fewer`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Choose at most ${count(max, 'item', 'items')} for ${label.replace(ARTICLE, '')}`;
      if (issue.origin === 'date') return `${Subject} must be an earlier date`;
      if (choice) return `Choose ${label} from the list`;
      return `${Subject} must be ${issue.inclusive === false ? 'less than' : 'at most'} ${max}`;
    }
    case 'invalid_format':
      if (issue.format === 'email')
        return 'Enter an email address in the correct format, like name@example.com';
      if (issue.format === 'url')
        return `Enter ${label} in the correct format, like https://example.com`;
      if (issue.format === 'date' || issue.format === 'datetime' || issue.format === 'time')
        return `Enter ${label} as a real date`;
      return `Enter ${label} in the correct format`;
    case 'not_multiple_of':
      return `${Subject} must be a multiple of ${issue.divisor}`;
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return `Choose ${label} from the list`;
    case 'unrecognized_keys':
      return 'This form has a field it does not expect: reload the page and try again';
    case 'custom':
      return isBlank(issue.input) ? `${ask} ${label}` : `Check ${label}`;
    default:
      return `Check ${label}`;
  }
}
