// Field builders the request schemas share, so a kind of field (an email address, a phone
// number, an id from a select) is checked, and worded, the same way in every form.
// Messages are written for people, GOV.UK style ('Enter your first name', 'Enter a phone
// number, like 01632 960 001'): they say what to do, in the words of the field's label.
// docs/decisions/0051; server tests assert them.
import { z } from './zod.ts';

/** A field's name as a sentence starts it: 'first name' → 'First name'. */
const capital = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

/** "Enter your first name"; a label that is not the person's own reads "Enter the …". */
export const required = (label: string) =>
  /^(course title)$/.test(label) ? `Enter the ${label}` : `Enter your ${label}`;
/** For a choice from a list: "Select your gender". */
export const requiredChoice = (label: string) => `Select your ${label}`;
const tooLong = (label: string, max: number) =>
  `${capital(label)} must be ${max} characters or fewer`;
const invalidChoice = (label: string) => `Select your ${label} from the list`;

/** '' and null mean "not given": forms send empty inputs, old clients send null. */
export const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

// Control characters never belong in a form field; a newline in a single-line field could
// also end up in an email subject or header. Tabs and newlines are fine in an address.
function hasControlCharacters(value: string, multiLine: boolean) {
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    const whitespace = code === 9 || code === 10 || code === 13;
    if ((code < 32 || code === 127) && !(multiLine && whitespace)) return true;
  }
  return false;
}

/** Required text, trimmed, at most `max` characters, no control characters. */
export function text(label: string, max: number, multiLine = false) {
  return z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label))
    .max(max, tooLong(label, max))
    .refine(
      (v) => !hasControlCharacters(v, multiLine),
      `${capital(label)} must not contain control characters such as tabs`,
    );
}

/** Like `text`, but '' and null are accepted as "not given". */
export const optionalText = (label: string, max: number, multiLine = false) =>
  z.preprocess(blankToUndefined, text(label, max, multiLine).optional());

/** A required email address, trimmed, at most 254 characters. */
export function email(label: string) {
  return z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label))
    .max(254, tooLong(label, 254))
    .pipe(
      z.email({
        error: `Enter ${label === 'email address' ? 'an' : 'a'} ${label} in the correct format, like name@example.com`,
      }),
    );
}

const PHONE = /^\+?[0-9 ()./-]+$/;

/** A required phone number: digits with the usual punctuation, 7 to 15 digits. */
export function phone(label: string) {
  return text(label, 30).refine((v) => {
    const digits = v.replace(/\D/g, '').length;
    return PHONE.test(v) && digits >= 7 && digits <= 15;
  }, 'Enter a phone number, like 01632 960 001 or 07700 900 982');
}

/** A required id from a native select, so "3" is as good as 3. */
export function id(label: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : blankToUndefined(v)),
    z
      .number({
        error: (i) => (i.input === undefined ? requiredChoice(label) : invalidChoice(label)),
      })
      .int(invalidChoice(label))
      .positive(invalidChoice(label))
      .max(2_147_483_647, invalidChoice(label)),
  );
}
