import { messages } from '@techgold/contracts/messages';
import { useState } from 'react';
import { Alert } from '~/components/alert';
import { buttonClass } from '~/components/button-styles';
import { Icon } from '~/components/icons';

/**
 * SPEC §2: Visit website opens the course url, else the provider url, else says 'Could not
 * access learning provider website'. The message goes in an alert region on the page rather
 * than a window.alert dialog, so it is announced and stays readable.
 */
export function VisitWebsite({ url }: { url: string | null }) {
  const [missing, setMissing] = useState(false);
  if (url) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClass('gold')}>
        Visit website
        <Icon name="external" className="size-4" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <div className="flex flex-col items-start gap-3">
      <button type="button" className={buttonClass('gold')} onClick={() => setMissing(true)}>
        Visit website
      </button>
      {missing ? <Alert>{messages.noProviderWebsite}</Alert> : null}
    </div>
  );
}
