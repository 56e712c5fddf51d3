// The composition root for services: each is built here, once, from the dependencies it
// names (the database, the mail queue, a few config values), never from the Fastify
// instance. app.ts hands each feature's routes the services they call.
import type { Config } from './config.ts';
import type { DbHandle } from './db/client.ts';
import type { Jobs } from './plugins/jobs.ts';
import { createAdminService } from './features/admin/service.ts';
import { createAuditTrail } from './features/admin/audit/trail.ts';
import { verifyPassword } from './features/auth/passwords.ts';
import { createAuthService } from './features/auth/service.ts';
import { createAuthorAccessService } from './features/author-access/service.ts';
import { createCoursesService } from './features/courses/service.ts';
import { createCredentialsService } from './features/credentials/service.ts';
import { createCredentialSigning } from './features/credentials/signed/service.ts';
import { createDevMailService } from './features/dev-mail/service.ts';
import { createEmployersService } from './features/employers/service.ts';
import { createEventsService } from './features/events/service.ts';
import { createAuthoringService } from './features/insights/authoring/service.ts';
import { prepareBody } from './features/insights/authoring/editor-body.ts';
import { createNewsletterAdminService } from './features/admin/newsletter/service.ts';
import { createBackupsService, type BackupsDeps } from './features/admin/backups/service.ts';
import { backupBucketFromConfig } from './features/admin/backups/s3-copy.ts';
import { createNewsletterService } from './features/newsletter/service.ts';
import { createInsightsService } from './features/insights/service.ts';
import { createMediaService } from './features/media/service.ts';
import { createNotificationsService } from './features/notifications/service.ts';
import { createPrivacyService } from './features/privacy/service.ts';
import { createQuotesService } from './features/quotes/service.ts';
import { createSavesService } from './features/saves/service.ts';
import { createSchoolsService } from './features/schools/service.ts';
import { createSearchService } from './features/search/service.ts';
import { createSeoService } from './features/seo/service.ts';
import { createEnquiryService } from './features/signup/enquiry-service.ts';
import { createSignupService } from './features/signup/service.ts';
import { createSiteService } from './features/site/service.ts';
import { createSubscribersService } from './features/subscribers/service.ts';
import { createUsersService } from './features/users/service.ts';
import { createContactEmailService } from './features/users/contact-email/service.ts';
import { createUploadsService } from './features/uploads/service.ts';
import { storageFromConfig } from './integrations/storage/from-config.ts';
import { credentialsPlatformFromConfig } from './integrations/credentials/from-config.ts';
import { eventsPlatformFromConfig } from './integrations/events/from-config.ts';

export interface ServiceDeps {
  database: DbHandle;
  jobs: Jobs;
  config: Config;
  /** For work that outlives a request (a backup run). */
  log?: BackupsDeps['log'];
}

export function createServices({ database, jobs, config, log }: ServiceDeps) {
  const { db } = database;
  const { publicBaseUrl } = config;
  const insights = createInsightsService({ database });
  const contactEmail = createContactEmailService({
    db,
    jobs,
    publicBaseUrl,
    limits: config.RATE_LIMITS,
    change: createAuditTrail(db),
  });
  const storage = storageFromConfig(config);
  // Exports and erasure are the member's own and staff's on a rights request (decision 0064);
  // erasures are audited through the staff console's trail.
  const privacy = createPrivacyService({
    db,
    jobs,
    storage,
    publicBaseUrl,
    change: createAuditTrail(db),
    verifyPassword,
    limits: config.RATE_LIMITS,
  });
  const credentials = createCredentialsService({
    db,
    platform: credentialsPlatformFromConfig(config),
    signing: createCredentialSigning({
      db,
      baseUrl: publicBaseUrl,
      keySource: config.credentialKeys,
    }),
  });
  const newsletter = createNewsletterService({ db, publicBaseUrl });
  const admin = createAdminService({
    db,
    jobs,
    publicBaseUrl,
    verifyPassword,
    limits: config.RATE_LIMITS,
    privacy,
    teamAddress: config.TEAM_ADDRESS ?? config.STAFF_INBOX,
    eventsPlatform: eventsPlatformFromConfig(config),
    prepareBody,
    credentials: {
      local: !credentials.syncs,
      revoke: credentials.revoke,
      signIssued: credentials.signIssued,
    },
    readArticle: insights.getAny,
  });
  return {
    newsletter,
    // The newsletter's console half: the insight editor's body rules and the public half's
    // signed unsubscribe links handed in, so neither feature imports the other.
    newsletterAdmin: createNewsletterAdminService({
      db,
      change: createAuditTrail(db),
      jobs,
      publicBaseUrl,
      prepareBody,
      recipientLinker: newsletter.recipientLinker,
      webUrl: newsletter.webUrl,
      batch: {
        size: config.NEWSLETTER_BATCH_SIZE,
        intervalSeconds: config.NEWSLETTER_BATCH_INTERVAL_SECONDS,
      },
    }),
    admin,
    // Backups (decision 0072): the serving process's own database handle, since the embedded
    // database can only be read by the process that holds it.
    backups: createBackupsService({
      config,
      handle: database,
      db,
      jobs,
      change: createAuditTrail(db),
      reauth: admin.reauth,
      bucket: backupBucketFromConfig(config),
      log: log ?? { info: () => undefined, error: () => undefined },
    }),
    authoring: createAuthoringService({ db, jobs, tags: insights.tags }),
    authorAccess: createAuthorAccessService({
      db,
      jobs,
      staffInbox: config.STAFF_INBOX,
      publicBaseUrl,
    }),
    auth: createAuthService({
      db,
      jobs,
      publicBaseUrl,
      limits: config.RATE_LIMITS,
      deviceSecret: config.sessionSecret,
      change: createAuditTrail(db),
    }),
    courses: createCoursesService({ db }),
    credentials,
    devMail: createDevMailService({ db }),
    employers: createEmployersService({ db, listEmployerInsights: insights.listForEmployer }),
    enquiries: createEnquiryService({ db, jobs, staffInbox: config.STAFF_INBOX, publicBaseUrl }),
    events: createEventsService({ db, publicBaseUrl }),
    insights,
    media: createMediaService({ db }),
    notifications: createNotificationsService({ database, mail: jobs, publicBaseUrl }),
    privacy,
    quotes: createQuotesService({ db }),
    saves: createSavesService({ db }),
    schools: createSchoolsService({ db }),
    search: createSearchService({ db }),
    seo: createSeoService({ db, publicBaseUrl }),
    signup: createSignupService({ db, jobs, publicBaseUrl }),
    site: createSiteService({ db }),
    subscribers: createSubscribersService({ db, jobs, publicBaseUrl }),
    users: createUsersService({
      database,
      recordCacheBytes: config.MEMBER_RECORD_CACHE_MAX_BYTES,
      contactEmail,
    }),
    contactEmail,
    uploads: createUploadsService({
      db,
      storage,
      limits: {
        fileBytes: config.UPLOAD_FILE_MAX_BYTES,
        avatarBytes: config.UPLOAD_IMAGE_MAX_BYTES,
      },
      remoteAllowAddresses: config.UPLOAD_URL_ALLOW_ADDRESSES,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
