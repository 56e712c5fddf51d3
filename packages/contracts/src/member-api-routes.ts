// API paths only the member area (and the server) uses, written once. Apart from
// api-routes.ts, which every public page loads: import this as a namespace in member code.
//
//   import * as memberApiRoutes from '@techgold/contracts/member-api-routes';

/** A fresh single-use set-password link for the signed-in member (Account, Reset Password). */
export const passwordResetLink = '/api/user/password_reset_link';

/**
 * A new contact address is proved by a link emailed to it (decision 0074). POST sends the link
 * (again) to the address waiting for confirmation; POST …/confirm { code } confirms it, for the
 * signed-in member the link was sent for.
 */
export const contactEmailConfirmation = '/api/user/contact-email/confirmation';
export const contactEmailConfirm = '/api/user/contact-email/confirm';

// Member platform (signed in)
export const insights = '/api/insights';
export const insight = '/api/insight/:id';
export const employers = '/api/employers';
export const employer = '/api/employer/:id';
export const schools = '/api/schools';
export const school = '/api/school/:id';
export const events = '/api/events';
export const event = '/api/event/:id';
export const eventCalendar = '/api/event/:id/calendar.ics';
/** PUT saves, DELETE unsaves; kind is event, article, employer or school. */
export const savedItem = '/api/user/:kind/:id';
export const search = '/api/search';
export const searchResults = '/api/search/results';

// Authoring (My insights, Edit insight)
export const insightCreate = '/api/insight';
/** PUT saves with the key in the body. */
export const insightSave = '/api/insight/:id';
/** POST: a fresh edit key for the author. */
export const insightEditKey = '/api/insight/:id/edit';
/** GET loads for editing; DELETE deletes. */
export const insightEdit = '/api/insight/:id/:key';
/** POST adds the tag, DELETE removes it. */
export const insightTag = '/api/insight/tag/:insightId/:key/:tagId';
export const myInsights = '/api/user/insights';
/** GET: where the member's request to write insights stands; POST: ask the staff for it. */
export const authorAccess = '/api/user/author-access';

// Uploads and stored files
export const uploadImage = '/api/upload/image';
export const upload = '/api/upload';
export const uploadByUrl = '/api/upload-by-url';
/** Stored uploads: content-addressed names, served by the storage adapter. */
export const uploads = '/media/uploads/*';

// Notifications (SPEC §7)
/** DELETE dismisses one of the caller's notifications. */
export const notification = '/api/notifications/:id';
/** DELETE dismisses all of them. */
export const notifications = '/api/notifications';
/** POST switches the type on for the caller, DELETE off. */
export const notificationPreference = '/api/user/notifications/preference/:id';
/** GET: the notification centre's history, read and unread, newest first, a page at a time. */
export const notificationHistory = '/api/notifications/history';
/** POST marks one of the caller's notifications read (as dismissing does), DELETE unread. */
export const notificationRead = '/api/notifications/:id/read';
/** POST switches the weekly notifications email on for the caller, DELETE off. */
export const notificationEmail = '/api/user/notifications/email';
/** The member's own credentials (badges), newest first. */
export const myCredentials = '/api/user/credentials';
/** One of the member's own credentials: its privacy switch (PATCH { private }). */
export const myCredential = '/api/user/credentials/:id';

// Privacy (decision 0064)
/** GET: the member's latest data exports. */
export const privacy = '/api/account/privacy';
/** POST: queue a copy of everything held about the member (a ZIP made by a job). */
export const privacyExport = '/api/account/privacy/export';
/** GET: the archive, once, within 24 hours, only for the member it belongs to. */
export const privacyExportDownload = '/api/account/privacy/export/:id/:token';
/** GET: the archive from the signed-in privacy page, as often as needed within its 24 hours. */
export const privacyExportFile = '/api/account/privacy/export/:id';
/** POST { password }: delete the account after a 14-day grace period; signs out everywhere. */
export const privacyDelete = '/api/account/privacy/delete';
