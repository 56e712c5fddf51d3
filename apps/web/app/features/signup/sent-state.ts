// What a form just sent, handed to the thank-you page in the history entry's state (never in
// the URL, where an address would reach logs and referrers). A reload keeps it; a visitor
// who opens the page directly sees the general wording.

export type SentForm = 'join-employers' | 'get-accredited';

export interface SentState {
  form?: SentForm;
  email?: string;
}

/** The state a thank-you page was opened with, if it is one of ours. */
export function sentState(state: unknown): SentState {
  if (!state || typeof state !== 'object') return {};
  const { form, email } = state as Record<string, unknown>;
  return {
    form: form === 'join-employers' || form === 'get-accredited' ? form : undefined,
    email: typeof email === 'string' && email.length <= 254 ? email : undefined,
  };
}

/** The typed address as sent (what a form field named `email` held). */
export const emailOf = (form: HTMLFormElement) =>
  String(new FormData(form).get('email') ?? '').trim();
