// GET /api/admin/audit (admins): every console change, newest first.
import { useQuery } from '@tanstack/react-query';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import type { auditPage } from '@techgold/contracts/admin/audit';
import type { z } from 'zod';
import type { Getter } from '~/lib/getter';
import type { ListQuery } from '~/features/admin/components/list-query';
import { adminListQuery } from './list';

export type AuditPage = z.output<typeof auditPage>;

export const auditQuery = (query: ListQuery, get?: Getter<AuditPage>) =>
  adminListQuery('audit', adminApiRoutes.audit, query, get);
export const useAudit = (query: ListQuery) => useQuery(auditQuery(query));
