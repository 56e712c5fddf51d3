// The console pickers' look-ups (GET /api/admin/options/<kind>, decision 0095): one page of
// matches by name, as the combobox's choices. Not kept in the query cache: each text asks once.
import { withQuery } from '@techgold/contracts/api-paths';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import type {
  CourseLookup,
  EmployerLookup,
  MemberLookup,
  ProviderLookup,
} from '@techgold/contracts/admin/options';
import type { Lookup } from '~/components/combobox/combobox-field';
import { api } from '~/lib/api-client';

const query = (q: string, offset: number) => ({ ...(q ? { q } : {}), offset });

export const lookupEmployers: Lookup = async (q, offset, signal) => {
  const page = await api.get<EmployerLookup>(
    withQuery(adminApiRoutes.optionsEmployers, query(q, offset)),
    signal,
  );
  return { items: page.employers.map((e) => ({ id: e.id, label: e.title })), total: page.total };
};

export const lookupProviders: Lookup = async (q, offset, signal) => {
  const page = await api.get<ProviderLookup>(
    withQuery(adminApiRoutes.optionsProviders, query(q, offset)),
    signal,
  );
  return { items: page.providers.map((p) => ({ id: p.id, label: p.title })), total: page.total };
};

/** Courses, of one learning provider when `schoolId` is given. */
export const lookupCourses =
  (schoolId?: number | null): Lookup =>
  async (q, offset, signal) => {
    const page = await api.get<CourseLookup>(
      withQuery(adminApiRoutes.optionsCourses, {
        ...query(q, offset),
        ...(schoolId ? { school_id: schoolId } : {}),
      }),
      signal,
    );
    return {
      items: page.courses.map((c) => ({ id: c.id, label: c.title, detail: c.provider })),
      total: page.total,
    };
  };

/** Active members; the email tells namesakes apart. */
export const lookupMembers: Lookup = async (q, offset, signal) => {
  const page = await api.get<MemberLookup>(
    withQuery(adminApiRoutes.optionsMembers, query(q, offset)),
    signal,
  );
  return {
    items: page.members.map((m) => ({ id: m.id, label: m.name, detail: m.email })),
    total: page.total,
  };
};
