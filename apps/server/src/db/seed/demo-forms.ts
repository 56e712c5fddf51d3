// Enquiries and newsletter subscribers, each with the consent record the forms keep.
import type { Queryable } from '../client.ts';
import * as s from '../schema/index.ts';
import { insertAll, insertIds } from './batch.ts';
import { ENQUIRIES, ENQUIRY_CONSENT, SUBSCRIBERS, SUBSCRIBER_CONSENT } from './data/forms.ts';
import { daysFromNow } from './prng.ts';

export async function seedForms(db: Queryable): Promise<void> {
  const enquiryIds = await insertIds(
    db,
    s.enquiries,
    ENQUIRIES.map(({ days, ...e }) => ({
      ...e,
      createdAt: daysFromNow(days),
      updatedAt: daysFromNow(e.status === 'new' ? days : days + 2),
    })),
  );
  await insertAll(
    db,
    s.consents,
    enquiryIds.map((enquiryId, i) => ({
      enquiryId,
      kind: 'privacy',
      wording: ENQUIRY_CONSENT,
      form: ENQUIRIES[i]!.kind === 'join_employers' ? 'join-employers' : 'get-accredited',
      agreedAt: daysFromNow(ENQUIRIES[i]!.days),
    })),
  );

  const subscriberIds = await insertIds(
    db,
    s.subscribers,
    SUBSCRIBERS.map(({ days, ...sub }) => ({
      ...sub,
      createdAt: daysFromNow(days),
      confirmedAt: sub.state === 'pending' ? null : daysFromNow(days),
      unsubscribedAt: sub.state === 'unsubscribed' ? daysFromNow(-30) : null,
    })),
  );
  await insertAll(
    db,
    s.subscriberConsents,
    subscriberIds.map((subscriberId, i) => ({
      subscriberId,
      wording: SUBSCRIBER_CONSENT,
      page: i % 2 === 0 ? '/' : '/learning-providers',
      agreedAt: daysFromNow(SUBSCRIBERS[i]!.days),
    })),
  );
}
