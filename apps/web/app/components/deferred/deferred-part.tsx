import {
  createContext,
  lazy,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

// A part of a page that the server draws whole but whose code the browser loads only when it
// is about to be used: scrolled near, focused or touched (decision 0080). The newsletter bar
// is on the one form, and the home page could not carry the form's code on its first load
// within the budget of 0032. Until its code arrives the part is the server's HTML, inert; React
// hydrates it in place when the code arrives (a Suspense boundary keeps server HTML while its
// code loads), so what was typed stays. A form sent in that moment is held and sent again once
// the part is live, by `useSendHeldSubmit`.

interface Held {
  /** Whether the part is hydrated and its handlers attached: a submit is then its own. */
  isLive: () => boolean;
  goLive: () => void;
  hold: (form: HTMLFormElement) => void;
  /** The form sent before the part was live, if any: taken once. */
  take: () => HTMLFormElement | null;
}
const HeldSubmit = createContext<Held>({
  isLive: () => true,
  goLive: () => undefined,
  hold: () => undefined,
  take: () => null,
});

function heldForm(): Held {
  let form: HTMLFormElement | null = null;
  let live = false;
  return {
    isLive: () => live,
    goLive: () => (live = true),
    hold: (sent) => (form = sent),
    take: () => {
      const sent = form;
      form = null;
      return sent;
    },
  };
}

/** In a deferred part's form: sends again a submit made before the part was live. */
export function useSendHeldSubmit() {
  const held = use(HeldSubmit);
  useEffect(() => {
    // Live only once hydrated: between the code's arrival and this effect the browser would
    // still send a form itself.
    held.goLive();
    held.take()?.requestSubmit();
  }, [held]);
}

/** Wraps `load` (a lazy import of a part) as a component drawn at once on the server and loaded on use in the browser. */
export function deferredPart<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  // On the server the code is wanted at once; in the browser, once the part is near.
  let start = () => undefined as void;
  const wanted =
    typeof document === 'undefined'
      ? Promise.resolve()
      : new Promise<void>((resolve) => (start = resolve));
  // The code has arrived: a later mount (a client-side navigation) needs no listeners.
  let loaded = false;
  const Part = lazy(() =>
    wanted.then(load).then((part) => {
      loaded = true;
      return part;
    }),
  );

  return function DeferredPart({ fallback = null, ...props }: Props & { fallback?: ReactNode }) {
    const box = useRef<HTMLDivElement>(null);
    const [held] = useState(heldForm);
    useEffect(() => {
      const element = box.current;
      if (!element || loaded) return;
      // Drawn by the browser, not hydrated (a client-side navigation): no HTML to show while
      // waiting, so load it now.
      if (!element.firstElementChild) return start();
      const go = () => start();
      const hold = (event: Event) => {
        if (held.isLive() || !(event.target instanceof HTMLFormElement)) return;
        event.preventDefault();
        held.hold(event.target);
        start();
      };
      const near = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) go();
        },
        { rootMargin: '400px' },
      );
      near.observe(element);
      element.addEventListener('focusin', go);
      element.addEventListener('pointerdown', go);
      element.addEventListener('submit', hold, true);
      return () => {
        near.disconnect();
        element.removeEventListener('focusin', go);
        element.removeEventListener('pointerdown', go);
        element.removeEventListener('submit', hold, true);
      };
    }, [held]);
    return (
      <div ref={box}>
        <HeldSubmit value={held}>
          <Suspense fallback={fallback}>
            <Part {...(props as Props)} />
          </Suspense>
        </HeldSubmit>
      </div>
    );
  };
}
