import { credentialMessages } from '@techgold/contracts/admin-content';

/** Shown in place of the console's writes when a hosted platform issues and revokes. */
export const HOSTED_TEXT = credentialMessages.hosted;
