// The events platform this deployment syncs with: an Eventbrite-shaped API when both
// EVENTS_API_TOKEN and EVENTS_ORGANIZATION_ID are set (config.ts refuses one without the
// other); none otherwise, and the sync is off.
import type { Config } from '../../config.ts';
import { createEventbritePlatform, type EventsPlatform } from './eventbrite.ts';

export function eventsPlatformFromConfig(config: Config): EventsPlatform | null {
  if (!config.EVENTS_API_TOKEN || !config.EVENTS_ORGANIZATION_ID) return null;
  return createEventbritePlatform({
    baseUrl: config.EVENTS_API_URL,
    token: config.EVENTS_API_TOKEN,
    organizationId: config.EVENTS_ORGANIZATION_ID,
  });
}
