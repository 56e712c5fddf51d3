// Field builders the request schemas share, so a kind of field (an email address, a phone
// number, an id from a select) is checked, and worded, the same way in every form.
// Messages follow SPEC §8's wording ('The email field is required.'); server tests assert them.
import { z } from 'zod';

export const required = (label: string) => `The ${label} field is required.`;
const tooLong = (label: string, max: number) =>
  `The ${label} must not be longer than ${max} characters.`;

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
      `The ${label} contains characters we cannot accept.`,
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
    .pipe(z.email({ error: `The ${label} must be a valid email address.` }));
}

const PHONE = /^\+?[0-9 ()./-]+$/;

/** A required phone number: digits with the usual punctuation, 7 to 15 digits. */
export function phone(label: string) {
  return text(label, 30).refine((v) => {
    const digits = v.replace(/\D/g, '').length;
    return PHONE.test(v) && digits >= 7 && digits <= 15;
  }, `The ${label} must be a valid phone number.`);
}

/** A required id from a native select, so "3" is as good as 3. */
export function id(label: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : blankToUndefined(v)),
    z
      .number({
        error: (i) =>
          i.input === undefined ? required(label) : `The selected ${label} is invalid.`,
      })
      .int(`The selected ${label} is invalid.`)
      .positive(`The selected ${label} is invalid.`)
      .max(2_147_483_647, `The selected ${label} is invalid.`),
  );
}
