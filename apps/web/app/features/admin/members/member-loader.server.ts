// A member's record, their latest credentials and the selects' choices, for the member page
// and a pending review.
import { adminOptions } from '@techgold/contracts/admin/options';
import { memberDetail } from '@techgold/contracts/admin/members';
import type { AppLoadContext } from 'react-router';
import { credentialsQuery } from '~/api/admin/credentials';
import { memberQuery } from '~/api/admin/members';
import { adminCredentialsPage } from '@techgold/contracts/admin/credentials';
import { memberCredentialsQuery } from './member-credentials';
import { optionsQuery } from '~/api/admin/options';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { pageError, routeId } from '~/lib/record-loader.server';

export async function loadMember(context: AppLoadContext, idText: string | undefined) {
  const id = routeId(idText);
  let name = '';
  const dehydrated = await prefetch(async (client) => {
    const member = await client
      .fetchQuery(memberQuery(id, serverGetter(context, memberDetail)))
      .catch(pageError);
    name = `${member.first_name} ${member.last_name}`;
    await Promise.all([
      client.prefetchQuery(optionsQuery(serverGetter(context, adminOptions))),
      client.prefetchQuery(
        credentialsQuery(memberCredentialsQuery(id), serverGetter(context, adminCredentialsPage)),
      ),
    ]);
  });
  return { dehydrated, id, name };
}
