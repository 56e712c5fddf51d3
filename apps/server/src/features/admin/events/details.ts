// An event's details as written in the block editor: checked and cleaned by the insight
// body's rules (prepareBody, handed in so the features do not import each other), then only
// the blocks an event page shows (paragraphs, headings, lists, images). Errors are named after
// the form's field (`details`, `details.blocks.3.data.text`) and speak of the details.
import {
  EVENT_DETAILS_BLOCK_TYPES,
  EVENT_DETAILS_MAX_BYTES,
  eventMessages,
} from '@techgold/contracts/admin/events';
import type { EditorDocument } from '@techgold/contracts/editor';
import { ValidationError } from '../../../lib/errors.ts';

export type PrepareBody = (body: string) => EditorDocument;

const FIELD = 'details';

/** The insight rules' words, about the details instead. */
const aboutDetails = (m: string) =>
  m
    .replace(/The insight content/g, 'The details')
    .replace(/The insight is/g, 'The details are')
    .replace(/An insight can/g, 'The details can')
    .replace(/Split it into shorter insights/g, 'Shorten them')
    .replace(/insights?/g, 'details');

/** The document to store, or null when nothing is left of it. */
export function prepareDetails(prepare: PrepareBody, text: string): EditorDocument | null {
  if (Buffer.byteLength(text) > EVENT_DETAILS_MAX_BYTES) {
    throw new ValidationError({ [FIELD]: [eventMessages.detailsTooLong] });
  }
  let doc: EditorDocument;
  try {
    doc = prepare(text);
  } catch (err) {
    if (!(err instanceof ValidationError) || !err.errors) throw err;
    const errors = Object.fromEntries(
      Object.entries(err.errors).map(([key, messages]) => [
        key.replace(/^body/, FIELD),
        messages.map(aboutDetails),
      ]),
    );
    throw new ValidationError(errors, aboutDetails(err.message));
  }
  const allowed = new Set<string>(EVENT_DETAILS_BLOCK_TYPES);
  const bad = doc.blocks.findIndex((b) => !allowed.has(b.type));
  if (bad >= 0) {
    throw new ValidationError(
      { [`${FIELD}.blocks.${bad}`]: [eventMessages.detailsBlock] },
      eventMessages.detailsBlock,
    );
  }
  return doc.blocks.length ? doc : null;
}

/** Key order as written: jsonb stores keys in its own order, so compare a canonical form. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
