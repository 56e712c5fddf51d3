// Which credentials platform this deployment uses: none to sync with when 'local' (the
// default), the hosted platform's HTTP API when CREDENTIALS_PLATFORM=hosted.
import type { Config } from '../../config.ts';
import { createHostedPlatform } from './hosted-platform.ts';
import type { CredentialsPlatform } from './platform.ts';

export function credentialsPlatformFromConfig(config: Config): CredentialsPlatform | null {
  if (config.CREDENTIALS_PLATFORM !== 'hosted') return null;
  return createHostedPlatform({
    baseUrl: config.CREDENTIALS_API_URL!,
    apiKey: config.CREDENTIALS_API_KEY!,
  });
}
