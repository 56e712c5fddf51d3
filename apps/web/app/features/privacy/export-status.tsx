import type { ExportSummary } from '@techgold/contracts/privacy';
import { useState } from 'react';
import { ukDateTime } from '~/lib/uk-time';

/** The latest copy's state, in words. */
export function ExportStatus({ latest }: { latest: ExportSummary }) {
  // The moment the page was drawn: enough to tell an expired link.
  const [now] = useState(() => Date.now());
  let text: string;
  if (latest.status === 'pending')
    text = 'We are preparing your data. Reload this page in a moment.';
  else if (latest.status === 'failed')
    text = 'We could not prepare your data. Please ask again, or contact us.';
  else if (latest.downloaded_at)
    text = `You downloaded your data on ${ukDateTime(latest.downloaded_at)}. Ask again for a new copy.`;
  else if (latest.expires_at && Date.parse(latest.expires_at) < now)
    text = 'Your last download link has expired. Ask again for a new copy.';
  else
    text = `Your data is ready. Use the link we emailed you; it works once, until ${ukDateTime(latest.expires_at ?? latest.created_at)}.`;
  return <p className="text-slate-800">{text}</p>;
}
