import type { ExportSummary } from '@techgold/contracts/privacy';
import { useState } from 'react';
import { buttonClass } from '~/components/button-styles';
import { Icon } from '~/components/icons';
import { exportFilePath } from '~/api/privacy';
import { ukDateTime } from '~/lib/uk-time';

/** "1.2 MB": the archive's size as people read it. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The latest copy's state, in words, in a live region: the page asks again while the copy is
 * being made, so "ready" is announced when it comes. A ready copy downloads from here too.
 */
export function ExportStatus({ latest }: { latest: ExportSummary }) {
  // The moment the page was drawn: enough to tell an expired link.
  const [now] = useState(() => Date.now());
  const expired = latest.expires_at !== null && Date.parse(latest.expires_at) < now;
  const ready = latest.status === 'ready' && !expired;
  let text: string;
  if (latest.status === 'pending')
    text = 'We are preparing your data. This page updates by itself when it is ready.';
  else if (latest.status === 'failed')
    text = 'We could not prepare your data. Please ask again, or contact us.';
  else if (expired) text = 'Your last copy has expired. Ask again for a new copy.';
  else if (latest.downloaded_at)
    text = `You downloaded your data on ${ukDateTime(latest.downloaded_at)}. You can download it again here until ${ukDateTime(latest.expires_at!)}.`;
  else
    text = `Your data is ready. Download it here, or use the link we emailed you, until ${ukDateTime(latest.expires_at ?? latest.created_at)}.`;
  return (
    <div role="status" className="space-y-3">
      <p className="text-slate-800">{text}</p>
      {ready ? (
        // A plain link: the browser downloads the ZIP with the session it already has.
        <a href={exportFilePath(latest.id)} download className={buttonClass('outline')}>
          <Icon name="download" className="size-5" />
          Download the ZIP file{latest.size !== null ? ` (${sizeText(latest.size)})` : ''}
        </a>
      ) : null}
    </div>
  );
}
