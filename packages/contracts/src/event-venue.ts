// An event's venue as address lines (SPEC §2 Event detail "where": address1, address2, city,
// country, postcode), blanks skipped: the page's Where block, the calendar file's LOCATION
// and the calendar links' location. No zod: the browser uses it.

interface VenueFields {
  address1: string | null;
  address2: string | null;
  city: string | null;
  country: string | null;
  postcode: string | null;
}

export function venueLines(venue: VenueFields | null): string[] {
  if (!venue) return [];
  return [venue.address1, venue.address2, venue.city, venue.country, venue.postcode]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '');
}

/** The venue on one line, e.g. "14 Canal Street, Ancoats, Manchester, United Kingdom, M4 6AB". */
export const venueLine = (venue: VenueFields | null): string => venueLines(venue).join(', ');
