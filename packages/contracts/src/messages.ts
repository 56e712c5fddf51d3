// User-visible texts quoted from SPEC §5 and §8. Client and server use these constants so
// the wording cannot drift between the two.
import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { correctErrors, profileFailed } from './form-messages.ts';
import { httpMessages } from './http-messages.ts';
import { notFoundMessage } from './not-found-message.ts';

export const messages = {
  loginFailed: 'Invalid login details, please try again',
  forgotFailed: 'Invalid email address',
  forgotSuccess:
    'If the email address matches an existing user a password reset email will be received in the next 5 minutes.',
  passwordsDoNotMatch: 'Passwords do not match. Please check and try again.',
  passwordStrength:
    'Password needs to be a mix of upper and lower case letters with at least one number.',
  // The length is stated once (constants.ts): the form's hint, this message and the check.
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  passwordTooCommon: 'This password is too common. Please choose a less predictable one.',
  subscribeSuccess: 'Thank you, you are now subscribed',
  profileFailed,
  correctErrors,
  noEmployerMatch: 'There was no match for that employer address',
  notFound: notFoundMessage,
  invalidLink: 'Invalid link. Please try again',
  articleUnavailable: 'This article is not available',
  noProviderWebsite: 'Could not access learning provider website',
  deleteInsightConfirm: 'Are you sure you want to delete this insight?',
  noInsightPermission: 'You do not currently have permission to author insights',
  // Not quoted by the SPEC: the SPEC's invalid set-password link left a blank page (DESIGN §8).
  setPasswordLinkInvalid:
    'This link is invalid or has expired. Request a new one below and we will email you a fresh link.',
  ...httpMessages,
  unauthenticated: 'Unauthenticated.',
  validationFailed: 'The given data was invalid.',
} as const;
