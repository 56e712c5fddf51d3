// The one schema object drizzle and drizzle-kit need. This is the only barrel in the codebase.
export * from './users.ts';
export * from './tags.ts';
export * from './organisations.ts';
export * from './courses.ts';
export * from './insights.ts';
export * from './events.ts';
export * from './saved.ts';
export * from './notifications.ts';
export * from './credentials.ts';
export * from './site.ts';
export * from './subscribers.ts';
export * from './enquiries.ts';
export * from './consents.ts';
export * from './uploads.ts';
export * from './audit.ts';
export * from './mail.ts';
export * from './idempotency.ts';
