import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Alert } from '~/components/alert';

interface SummaryItem {
  id: string;
  text: string;
}

/** Each control the form marks invalid, in page order, with the error tied to it. */
function invalidControls(form: HTMLFormElement): SummaryItem[] {
  return [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')].flatMap((control) => {
    const errorId = control
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.endsWith('-error'));
    const text = errorId ? document.getElementById(errorId)?.textContent?.trim() : undefined;
    return control.id && text ? [{ id: control.id, text }] : [];
  });
}

function goTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  // The link's target is a form control: put the cursor in it, not just scroll to it.
  const control = document.getElementById(id);
  if (!control) return;
  event.preventDefault();
  control.scrollIntoView({ block: 'center' });
  control.focus({ preventScroll: true });
}

/**
 * The error above a form. It takes focus when it appears, so keyboard and screen reader users
 * land on it; below its message it lists every field error as a link to its field (the
 * GOV.UK error summary), read from the fields the form has marked invalid.
 */
export function FormAlert({ message, attempt }: { message: string | null; attempt?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [items, setItems] = useState<SummaryItem[]>([]);
  useEffect(() => {
    const form = ref.current?.closest('form');
    setItems(message && form ? invalidControls(form) : []);
    if (message) ref.current?.focus();
  }, [message, attempt]);
  if (!message) return null;
  // One error that says the same as the alert needs no list.
  const list = items.length === 1 && items[0]!.text === message ? [] : items;
  return (
    <div ref={ref} tabIndex={-1} className="rounded-lg outline-offset-4">
      <Alert>
        <p className="font-semibold">{message}</p>
        {list.length ? (
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {list.map((item) => (
              <li key={item.id}>
                <a
                  href={`#${item.id}`}
                  onClick={(event) => goTo(event, item.id)}
                  className="font-semibold underline underline-offset-2"
                >
                  {item.text}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </Alert>
    </div>
  );
}
