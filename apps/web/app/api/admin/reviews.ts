// Pending review (admins): sign-ups from an address no organisation matched (0011), approved
// with a provider and course, or rejected with a reason. Each decision is emailed by the server.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@techgold/contracts/api-paths';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import type { approveBody, rejectBody, reviewsPage } from '@techgold/contracts/admin/reviews';
import type { MemberDetail } from '@techgold/contracts/admin/members';
import type { z } from 'zod';
import { api } from '~/lib/api-client';
import type { Getter } from '~/lib/getter';
import type { ListQuery } from '~/features/admin/components/list-query';
import { adminListQuery } from './list';
import { settled } from './members';

export type ReviewsPage = z.output<typeof reviewsPage>;

export const reviewsQuery = (query: ListQuery, get?: Getter<ReviewsPage>) =>
  adminListQuery('reviews', adminApiRoutes.reviews, query, get);
export const useReviews = (query: ListQuery) => useQuery(reviewsQuery(query));

export function useApproveReview(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof approveBody>) =>
      api.post<MemberDetail>(apiPath(adminApiRoutes.reviewApprove, { id }), body),
    onSuccess: (record) => settled(queryClient, id, record),
  });
}

export function useRejectReview(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof rejectBody>) =>
      api.post<MemberDetail>(apiPath(adminApiRoutes.reviewReject, { id }), body),
    onSuccess: (record) => settled(queryClient, id, record),
  });
}
