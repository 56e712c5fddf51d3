// The export archive (decision 0064): a ZIP written as it is read, so a member with 100 MB of
// uploads costs the process a few buffers, never the archive. data.json holds everything held
// about them; index.html and csv/ show the same for people (readable.ts); files/ holds their
// uploads, each streamed from storage only when the ZIP reaches it; README.txt says what each
// part is.
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { FileStorage } from '../../integrations/storage/storage.ts';
import type { MemberData, UploadFile } from './export-repository.ts';
import { indexHtml, sectionCsvs } from './readable.ts';

export const README = `Your data from Tech Industry Gold
=================================

This archive holds everything Tech Industry Gold keeps about you, as it was when you asked for it.

index.html  Open this in your web browser to read it all, kind by kind.
csv/        The same, one spreadsheet (CSV) for each kind, with UK dates and times.
data.json   Everything about you, in JSON (a machine-readable format):
  profile                   your account: names, email addresses, phone, address, preferences, dates
  organisation              your learning provider and course, or your employer
  equality                  the equality answers you gave (gender, ethnicity, disabilities)
  saved_items               the events, insights, employers and learning providers you saved
  notifications             your in-app notifications, including dismissed ones
  notification_preferences  which kinds of notification you asked for
  insights                  the insights you wrote, with their full text
  credentials               the credentials (badges) offered to you
  sign_in_history           when and from where you signed in (browser and network address)
  consents                  the consents you gave on our forms, with their exact wording
  enquiries                 enquiries you sent us through our forms
  newsletter                your newsletter subscription and its consent records
  rights_requests           data-protection requests you made to us by email or post
  uploads                   a list of the files you uploaded
files/      the files you uploaded, named by their number in "uploads" and their original name

Ask us anything about this data: see the privacy policy on our website.
`;

/** A name safe inside the archive: no folders, no control characters, not too long. */
export function archiveName(file: UploadFile): string {
  const base = [...(file.original_name ?? 'file')]
    .map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? '_' : c))
    .join('')
    .replace(/^\.+/, '_')
    .slice(0, 120);
  return `files/${file.id}-${base || 'file'}`;
}

/**
 * The ZIP as a stream. Uploads are stored (not compressed: most are images and PDFs already
 * compressed) and opened one at a time as the archive reaches them; a file missing from storage
 * is left out and said so in data.json's `missing_files`.
 */
export function archiveStream(
  data: MemberData,
  files: UploadFile[],
  storage: FileStorage,
  exportedAt: Date,
): Readable {
  const zip = new ZipFile();
  const missing: number[] = [];
  zip.addBuffer(Buffer.from(README, 'utf8'), 'README.txt', { mtime: exportedAt });
  for (const file of files) {
    zip.addReadStreamLazy(archiveName(file), { mtime: exportedAt, compress: false }, (done) => {
      storage.get(file.storage_key).then(
        (stored) => {
          if (stored) return done(null, stored.body);
          missing.push(file.id);
          // An empty entry stands for the missing file; data.json names it.
          done(null, Readable.from([]));
        },
        (err: unknown) => done(err, undefined as never),
      );
    });
  }
  // The parts for people, from the same data (small: the member's rows, not their files).
  const csvs = sectionCsvs(data);
  zip.addBuffer(
    Buffer.from(indexHtml(data, exportedAt, new Set(csvs.keys())), 'utf8'),
    'index.html',
    {
      mtime: exportedAt,
    },
  );
  for (const [name, text] of csvs)
    zip.addBuffer(Buffer.from(text, 'utf8'), name, { mtime: exportedAt });
  // data.json last, so it can say which files storage no longer had.
  zip.addReadStreamLazy('data.json', { mtime: exportedAt }, (done) => {
    const json = JSON.stringify(
      { exported_at: exportedAt.toISOString(), ...data, missing_files: missing },
      null,
      2,
    );
    done(null, Readable.from([Buffer.from(json, 'utf8')]));
  });
  zip.end();
  return zip.outputStream as Readable;
}
