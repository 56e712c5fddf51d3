import { useEffect, useRef } from 'react';
import { Alert } from '~/components/alert';

/**
 * The error above a form. It takes focus when it appears, so keyboard and screen reader users
 * land on it, then the field errors below follow in reading order.
 */
export function FormAlert({ message, attempt }: { message: string | null; attempt?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message, attempt]);
  if (!message) return null;
  return (
    <div ref={ref} tabIndex={-1} className="rounded-lg outline-offset-4">
      <Alert>{message}</Alert>
    </div>
  );
}
