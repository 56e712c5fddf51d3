// The uploads table: one row per stored file, the metadata serving needs (its type from
// the sniffed bytes, its name for downloads) and who uploaded it.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/uploads.ts';

export interface NewUpload {
  storageKey: string;
  originalName: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  userId: number;
}

export async function insertUpload(db: Db, row: NewUpload): Promise<void> {
  await db.insert(uploads).values(row);
}

export async function findUpload(db: Db, storageKey: string) {
  const [row] = await db
    .select({ mime: uploads.mime, originalName: uploads.originalName, size: uploads.size })
    .from(uploads)
    .where(eq(uploads.storageKey, storageKey))
    .limit(1);
  return row ?? null;
}

export async function deleteUpload(db: Db, storageKey: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.storageKey, storageKey));
}
