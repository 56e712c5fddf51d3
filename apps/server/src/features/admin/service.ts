// The staff console's services (decision 0061), built once in services.ts. They share one
// audit trail: every console write runs through `change`, so it and its audit row commit or
// roll back together.
import type { Db } from '../../db/client.ts';
import type { EventsPlatform } from '../../integrations/events/eventbrite.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import { createAuditService } from './audit/service.ts';
import { createAuditTrail } from './audit/trail.ts';
import { createCoursesAdminService } from './courses/service.ts';
import { createDashboardService } from './dashboard/service.ts';
import { createEventsAdminService } from './events/service.ts';
import { createEventsSync } from './events/sync.ts';
import type { PrepareBody } from './events/details.ts';
import { createEnquiriesAdminService } from './enquiries/service.ts';
import { createInsightsAdminService, type InsightsAdminDeps } from './insights/service.ts';
import { createMembersService } from './members/service.ts';
import { createOptionsService } from './options/service.ts';
import { createOrganisationsService } from './organisations/service.ts';
import { createReauthService } from './reauth/service.ts';
import { createReviewsService } from './reviews/service.ts';
import { createEqualityService } from './equality/service.ts';
import { createRightsRequestsService, type PrivacyActions } from './rights-requests/service.ts';
import { createSubscribersAdminService } from './subscribers/service.ts';
import { createTagsAdminService } from './tags/service.ts';
import { createCredentialsAdminService, type CredentialActions } from './credentials/service.ts';
import { createCtasAdminService } from './ctas/service.ts';
import { createQuotesAdminService } from './quotes/service.ts';
import { createOutboxService } from './outbox/service.ts';

export interface AdminDeps {
  db: Db;
  jobs: Pick<Jobs, 'enqueueMail' | 'send'>;
  publicBaseUrl: string;
  /** The sign-in check (features/auth/passwords.ts), handed in: features do not import each other. */
  verifyPassword: (hash: string | null, password: string) => Promise<boolean>;
  limits: boolean;
  /** The member's own export and erasure (features/privacy), for rights requests. */
  privacy: PrivacyActions;
  /** The insight body's checks (features/insights), for events' details in the block editor. */
  prepareBody: PrepareBody;
  /** The events platform to sync with; null when it is not configured (the sync is off). */
  eventsPlatform: EventsPlatform | null;
  /** Issuing and revoking credentials on the local platform (features/credentials). */
  credentials: CredentialActions;
  /** Any insight as its news page draws it (features/insights), for the console's read view. */
  readArticle: InsightsAdminDeps['readArticle'];
  /** The Reply-To of replies staff email to enquirers (TEAM_ADDRESS, else STAFF_INBOX). */
  teamAddress: string;
}

export function createAdminService({
  db,
  jobs,
  publicBaseUrl,
  verifyPassword,
  limits,
  privacy,
  eventsPlatform,
  credentials,
  prepareBody,
  readArticle,
  teamAddress,
}: AdminDeps) {
  const change = createAuditTrail(db);
  const reauth = createReauthService({ db, change, verifyPassword, limits });
  const members = createMembersService({ db, jobs, change });
  return {
    audit: createAuditService({ db }),
    dashboard: createDashboardService({ db }),
    options: createOptionsService({ db }),
    reauth,
    members,
    reviews: createReviewsService({
      db,
      jobs,
      change,
      publicBaseUrl,
      memberDetail: members.detail,
    }),
    enquiries: createEnquiriesAdminService({ db, change, jobs, teamAddress }),
    organisations: createOrganisationsService({ db, change }),
    rightsRequests: createRightsRequestsService({ db, change, privacy }),
    equality: createEqualityService({ db }),
    courses: createCoursesAdminService({ db, change }),
    events: createEventsAdminService({ db, change, jobs, prepareBody }),
    eventsSync: createEventsSync({ change, jobs, platform: eventsPlatform }),
    subscribers: createSubscribersAdminService({ db, change }),
    insights: createInsightsAdminService({ db, change, jobs, publicBaseUrl, readArticle }),
    tags: createTagsAdminService({ db, change }),
    ctas: createCtasAdminService({ db, change }),
    quotes: createQuotesAdminService({ db, change }),
    credentials: createCredentialsAdminService({ db, change, credentials }),
    outbox: createOutboxService({ db, change, jobs }),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
