// Every JSON API path, written once. Import the module as a namespace, so a bundle keeps only
// the paths it uses:
//
//   import * as apiRoutes from '@techgold/contracts/api-routes';
//   app.get(apiRoutes.user, …)                              // server
//   api.get(apiPath(apiRoutes.course, { id }))              // client (api-paths.ts)

export const csrfCookie = '/sanctum/csrf-cookie';
export const health = '/api/health';
export const ready = '/api/ready';
export const devMail = '/dev/mail';

// Accounts (SPEC §7)
export const login = '/api/login';
export const logout = '/api/logout';
export const forgotPassword = '/api/forgotpassword';
export const confirmEmail = '/api/confirm-email';
export const setPassword = '/api/set-password';
export const user = '/api/user';

// Sign-up and enquiries
export const verifyEmail = '/api/verify-email';
export const employerVerifyEmail = '/api/employer/verify-email';
export const register = '/api/register';
export const employerRegister = '/api/employer/register';
export const joinEmployers = '/api/join-employers';
export const getAccredited = '/api/get-accredited';

// Newsletter
export const subscriber = '/api/subscriber';
export const subscriberConfirm = '/api/subscriber/confirm/:token';
export const subscriberUnsubscribe = '/api/subscriber/unsubscribe/:token';
/** The pages those emailed links open: a button that POSTs to the routes above. */
export const newsletterPage = '/newsletter/:action/:token';
/** The monthly newsletter's one-click unsubscribe (RFC 8058; a signed token, no session). */
export const newsletterUnsubscribe = '/api/newsletter/unsubscribe/:token';
/** A sent newsletter's web version (JSON for its page). */
export const newsletterIssue = '/api/newsletter/issues/:month';
/** The weekly notifications email's one-click stop (RFC 8058) and its page's form. */
export const alertsUnsubscribe = '/api/alerts/unsubscribe/:token';

// Public content
export const siteData = '/api/site/data';
export const quotes = '/api/quotes';
export const courses = '/api/courses';
export const course = '/api/course/:id';
export const badge = '/api/badge/:id';
/** A credential's verification data (public unless its owner made it private). */
export const credentialPublic = '/api/credential/:public_id';
export const insightsPublic = '/api/insights/public';

// Public news articles
export const insightPublic = '/api/insight/public/:id';

// Member-only paths live in member-api-routes.ts: this module is part of every public page's
// JavaScript, so a path only the member area uses would weigh on each of them.
