// How deeply a JSON text nests, read before it is parsed into objects. A few kilobytes of
// `[[[[…` become thousands of nested objects that later walkers (Zod, the jsonb encoder, the
// embedded database's own recursion) may not survive: one 6 KB request once ended the process.
// Nothing this site accepts nests deeper than an editor document's list items (about 20).

/** The deepest nesting of arrays and objects any JSON body or stored document may have. */
export const JSON_DEPTH_MAX = 32;

export const JSON_TOO_DEEP_MESSAGE = `The request body nests too deeply (at most ${JSON_DEPTH_MAX} levels).`;

/**
 * True when `text` opens more than `max` arrays or objects inside each other. Brackets inside
 * strings do not count. A linear scan of char codes: no allocation, stops at the first breach.
 */
export function jsonNestsDeeperThan(text: string, max = JSON_DEPTH_MAX): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) {
      inString = true;
    } else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > max) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) {
      depth--;
    }
  }
  return false;
}
