/**
 * An organisation's profile: plain text shown as text (never as markup), one paragraph per
 * block separated by a blank line; single line breaks inside a block are kept.
 */
export function ProfileText({ text }: { text: string | null }) {
  const paragraphs = (text ?? '')
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (!paragraphs.length) return null;
  return (
    <div className="space-y-4 text-lg leading-relaxed text-slate-800">
      {paragraphs.map((p, i) => (
        <p key={i} className="whitespace-pre-line">
          {p}
        </p>
      ))}
    </div>
  );
}
