// The cohort import's check (decision 0068): every row of the file is read and checked before
// anything is written, and each bad row is reported with its line and its reasons. The import
// runs the same check inside its transaction and writes nothing unless every row is good.
import {
  CREDENTIAL_IMPORT_COLUMNS,
  CREDENTIAL_IMPORT_MAX_BYTES,
  CREDENTIAL_IMPORT_MAX_REPORTED,
  CREDENTIAL_IMPORT_MAX_ROWS,
  credentialImportMessages as m,
} from '@techgold/contracts/admin/credentials';
import type { Queryable } from '../../../db/client.ts';
import { readWithHeader } from './csv.ts';
import * as repo from './repository.ts';

export interface CohortRow {
  line: number;
  member: { id: number; name: string; email: string };
  badge: { id: number; name: string };
  issued_on: string;
}

export type CohortCheck =
  | { ok: true; rows: CohortRow[] }
  | { ok: false; message: string; errors: Record<string, string[]> };

const fileError = (message: string): CohortCheck => ({
  ok: false,
  message,
  errors: { file: [message] },
});

/** A real calendar day as YYYY-MM-DD, from YYYY-MM-DD or DD/MM/YYYY (UK spreadsheets); else null. */
export function dayOf(text: string): string | null {
  let y: number, mo: number, d: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const uk = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (iso) [y, mo, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (uk) [y, mo, d] = [Number(uk[3]), Number(uk[2]), Number(uk[1])];
  else return null;
  if (y < 1900) return null;
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d)
    return null;
  return date.toISOString().slice(0, 10);
}

/** Checks a cohort file against the database as `q` sees it; `today` is a UTC YYYY-MM-DD. */
export async function checkCohort(q: Queryable, csv: string, today: string): Promise<CohortCheck> {
  if (Buffer.byteLength(csv, 'utf8') > CREDENTIAL_IMPORT_MAX_BYTES) return fileError(m.tooLarge);
  if (csv.replace(/^\uFEFF/, '').trim() === '') return fileError(m.empty);
  const read = readWithHeader(csv, CREDENTIAL_IMPORT_COLUMNS);
  if (!read.ok) {
    const errors = { [`line ${read.line}`]: [m.unclosedQuote] };
    return { ok: false, message: m.bad(1), errors };
  }
  if (!read.header) return { ok: false, message: m.header, errors: { 'line 1': [m.header] } };
  const records = read.records;
  if (records.length === 0) return fileError(m.noRows);
  if (records.length > CREDENTIAL_IMPORT_MAX_ROWS) return fileError(m.tooManyRows);

  const emails = [...new Set(records.map((r) => (r.cells[0] ?? '').trim().toLowerCase()))];
  const names = [...new Set(records.map((r) => (r.cells[1] ?? '').trim().toLowerCase()))];
  const [members, badges] = await Promise.all([
    repo.membersByEmail(q, emails.filter(Boolean)),
    repo.badgesByName(q, names.filter(Boolean)),
  ]);
  const memberOf = new Map(members.map((u) => [u.email.toLowerCase(), u]));
  const badgeOf = (name: string) => {
    const exact = badges.find((b) => b.name === name);
    if (exact) return exact;
    const loose = badges.filter((b) => b.name.toLowerCase() === name.toLowerCase());
    return loose.length === 1 ? loose[0]! : null;
  };
  const held = await repo.heldPairs(
    q,
    members.filter((u) => u.active).map((u) => Number(u.id)),
  );

  const errors: Record<string, string[]> = {};
  let bad = 0;
  const report = (line: number, reasons: string[]) => {
    bad += 1;
    if (bad <= CREDENTIAL_IMPORT_MAX_REPORTED) errors[`line ${line}`] = reasons;
  };
  const seen = new Map<string, number>();
  const rows: CohortRow[] = [];
  for (const { line, cells } of records) {
    if (cells.length !== CREDENTIAL_IMPORT_COLUMNS.length) {
      report(line, [m.columns(cells.length)]);
      continue;
    }
    const [email, badgeName, dateText] = cells.map((c) => c.trim()) as [string, string, string];
    const reasons: string[] = [];
    const member = email ? memberOf.get(email.toLowerCase()) : undefined;
    if (!email) reasons.push(m.emailMissing);
    else if (!member) reasons.push(m.unknownEmail(email));
    else if (!member.active) reasons.push(m.inactiveMember(email));
    const badge = badgeName ? badgeOf(badgeName) : null;
    if (!badgeName) reasons.push(m.badgeMissing);
    else if (!badge) reasons.push(m.unknownBadge(badgeName));
    const day = dateText ? dayOf(dateText) : null;
    if (!dateText) reasons.push(m.dateMissing);
    else if (!day) reasons.push(m.badDate(dateText));
    else if (day > today) reasons.push(m.futureDate);
    if (email && badgeName) {
      const key = `${email.toLowerCase()}\n${(badge?.name ?? badgeName).toLowerCase()}`;
      const first = seen.get(key);
      if (first !== undefined) reasons.push(m.duplicate(first));
      else seen.set(key, line);
    }
    if (member?.active && badge && held.has(`${member.id}:${badge.id}`))
      reasons.push(m.alreadyHeld);
    if (reasons.length) report(line, reasons);
    else
      rows.push({
        line,
        member: { id: Number(member!.id), name: member!.name, email: member!.email },
        badge: { id: Number(badge!.id), name: badge!.name },
        issued_on: day!,
      });
  }
  if (bad) return { ok: false, message: m.bad(bad), errors };
  return { ok: true, rows };
}
