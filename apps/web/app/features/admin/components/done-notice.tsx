import { useEffect, useRef } from 'react';
import { Notice } from '~/components/alert';

/**
 * What the last action did, on the page it returned to (e.g. the list after a decision): it
 * takes focus, so a keyboard or screen reader user knows the action worked and where they are.
 */
export function DoneNotice({ text }: { text: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (text) ref.current?.focus();
  }, [text]);
  if (!text) return null;
  return (
    <div ref={ref} tabIndex={-1} className="mb-6 rounded-lg outline-offset-4">
      <Notice>{text}</Notice>
    </div>
  );
}
