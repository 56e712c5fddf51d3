// UK regions used as address_state for organisations.
export const UK_REGIONS = [
  'London',
  'South East',
  'South West',
  'East of England',
  'West Midlands',
  'East Midlands',
  'Yorkshire and the Humber',
  'North West',
  'North East',
  'Scotland',
  'Wales',
  'Northern Ireland',
] as const;

const BARE = new Set([
  'London',
  'Scotland',
  'Wales',
  'Northern Ireland',
  'Yorkshire and the Humber',
]);

/** How a region reads mid-sentence: "in London", "in the North West". */
export function regionPhrase(region: string): string {
  return BARE.has(region) ? region : `the ${region}`;
}
