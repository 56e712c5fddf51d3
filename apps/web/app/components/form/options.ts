import type { SelectOption } from './select-field';

/** Genders and ethnicities (site data) for the forms that ask for equality data. */
export interface PeopleOptions {
  genders: { id: number; title: string }[];
  ethnicities: { id: number; title: string }[];
}

/** Reference rows as a select's options. */
export const toOptions = (rows: { id: number; title: string }[]): SelectOption[] =>
  rows.map((r) => ({ value: r.id, label: r.title }));
