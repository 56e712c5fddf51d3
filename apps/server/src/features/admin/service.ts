// The staff console's services (decision 0061), built once in services.ts. They share one
// audit trail: every console write runs through `change`, so it and its audit row commit or
// roll back together.
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import { createAuditService } from './audit/service.ts';
import { createAuditTrail } from './audit/trail.ts';
import { createDashboardService } from './dashboard/service.ts';
import { createEnquiriesAdminService } from './enquiries/service.ts';
import { createMembersService } from './members/service.ts';
import { createOptionsService } from './options/service.ts';
import { createOrganisationsService } from './organisations/service.ts';
import { createReauthService } from './reauth/service.ts';
import { createReviewsService } from './reviews/service.ts';
import { createEqualityService } from './equality/service.ts';
import { createRightsRequestsService, type PrivacyActions } from './rights-requests/service.ts';

export interface AdminDeps {
  db: Db;
  jobs: Pick<Jobs, 'enqueueMail' | 'send'>;
  publicBaseUrl: string;
  /** The sign-in check (features/auth/passwords.ts), handed in: features do not import each other. */
  verifyPassword: (hash: string | null, password: string) => Promise<boolean>;
  limits: boolean;
  /** The member's own export and erasure (features/privacy), for rights requests. */
  privacy: PrivacyActions;
}

export function createAdminService({
  db,
  jobs,
  publicBaseUrl,
  verifyPassword,
  limits,
  privacy,
}: AdminDeps) {
  const change = createAuditTrail(db);
  const reauth = createReauthService({ db, change, verifyPassword, limits });
  const members = createMembersService({ db, jobs, change, reauth });
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
    enquiries: createEnquiriesAdminService({ db, change }),
    organisations: createOrganisationsService({ db, change, reauth }),
    rightsRequests: createRightsRequestsService({ db, change, reauth, privacy }),
    equality: createEqualityService({ db }),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
