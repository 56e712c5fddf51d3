// The home page's employer logo strip (SPEC §2: 16 named logos). Fictional network employers.
export const homeEmployers = [
  'Harbour Systems',
  'Amberlane Digital',
  'Beaconfield Analytics',
  'Bluefinch Labs',
  'Brightwater Cloud',
  'Cedarline Networks',
  'Copperleaf Software',
  'Driftwood Data',
  'Emberglow Studio',
  'Fernhill Security',
  'Granitefold Engineering',
  'Hawthorn Technologies',
  'Kestrelwing Solutions',
  'Lumenbrook Robotics',
  'Silverbirch Works',
  'Wavecrest Systems',
];
