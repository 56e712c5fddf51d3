import type { AdminEventDetail } from '@techgold/contracts/admin/events';

const emptyVenue = {
  name: '',
  address1: '',
  address2: '',
  city: '',
  region: '',
  postcode: '',
  country: '',
};

export const emptyEvent = {
  name: '',
  start: '',
  end: '',
  time_zone: 'Europe/London',
  venue: emptyVenue,
  image_url: null,
  url: '',
};

export const eventDefaults = (e: AdminEventDetail) => ({
  updated_at: e.updated_at,
  name: e.name,
  start: e.start_local,
  end: e.end_local,
  time_zone: e.time_zone,
  venue: {
    name: e.venue?.name ?? '',
    address1: e.venue?.address1 ?? '',
    address2: e.venue?.address2 ?? '',
    city: e.venue?.city ?? '',
    region: e.venue?.region ?? '',
    postcode: e.venue?.postcode ?? '',
    country: e.venue?.country ?? '',
  },
  image_url: e.image_url,
  url: e.url ?? '',
});
