// Texts of the member area that the SPEC does not quote. Apart from messages.ts, which the
// public pages load, so these never weigh on a marketing page's JavaScript budget.
export const memberMessages = {
  /** Saving something that does not exist or is not shown to members. */
  itemNotFound: 'This item is no longer available.',
  saveFailed: 'Sorry, that could not be saved. Please try again.',
  /** Signed in and kept an account that was waiting to be deleted (decision 0064). */
  deletionCancelled: 'Your account will not be deleted. Welcome back.',
} as const;
