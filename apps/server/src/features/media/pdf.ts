// A small, valid PDF (one A4 page of text in a standard font) for the demo attachment, built
// with exact byte offsets so any reader opens it without repair.
const escapePdf = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

export function textPdf(title: string, lines: string[]): Buffer {
  const content = [
    'BT /F1 22 Tf 72 770 Td',
    `(${escapePdf(title)}) Tj`,
    '/F1 12 Tf 0 -36 Td 16 TL',
    ...lines.map((l) => `(${escapePdf(l)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${escapePdf(title)}) /Producer (Tech Industry Gold) >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export const skillsSurveyPdf = () =>
  textPdf('Skills survey summary', [
    'A summary of the network skills survey (demo content; all figures are illustrative).',
    '',
    'Employers asked most often for: problem solving, team work and secure coding.',
    'Learners on accredited courses reported more confidence in interviews.',
    'Providers valued employer input when designing new modules.',
    '',
    'Tech Industry Gold accredits tech education and training in the UK.',
  ]);
