import { cn } from '~/lib/cn';

// Demo organisations are fictional and have no artwork, so each gets a generated wordmark:
// a small geometric mark (chosen from its name, so it is stable) beside the name in text.
const shapes = [
  <circle key="c" cx="16" cy="16" r="14" />,
  <rect key="r" x="3" y="3" width="26" height="26" rx="7" />,
  <path key="h" d="M16 2 28.1 9v14L16 30 3.9 23V9z" />,
  <path key="d" d="M16 2 30 16 16 30 2 16z" />,
];
const tones = ['#101f42', '#233a6e', '#2f4a86', '#6e4f0c', '#334155', '#182b56'];

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

function monogram(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w) && !/^(of|and|the)$/i.test(w));
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

function Mark({ name }: { name: string }) {
  const h = hash(name);
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-9 shrink-0">
      <g fill={tones[h % tones.length]}>{shapes[(h >>> 3) % shapes.length]}</g>
      <text
        x="16"
        y="20.5"
        textAnchor="middle"
        fontSize="11"
        fontWeight="700"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
        fill={(h >>> 5) % 3 === 0 ? '#ecc14f' : '#ffffff'}
      >
        {monogram(name)}
      </text>
    </svg>
  );
}

/** A wall of organisation names with their marks (home: employers; providers page: providers). */
export function LogoStrip({ names, className }: { names: string[]; className?: string }) {
  // Rows come out full: 16 names in fours, 15 in threes and fives.
  const columns = names.length % 4 === 0 ? 'md:grid-cols-4' : 'sm:grid-cols-3 lg:grid-cols-5';
  return (
    <ul className={cn('grid grid-cols-2 gap-3', columns, className)} data-testid="logo-strip">
      {names.map((name) => (
        <li
          key={name}
          className="flex min-h-16 items-center gap-3 rounded-xl border border-slate-200 bg-white px-3 py-3 shadow-sm"
        >
          <Mark name={name} />
          <span className="text-sm leading-tight font-bold tracking-tight text-slate-800 md:text-base">
            {name}
          </span>
        </li>
      ))}
    </ul>
  );
}
