// One audit entry as a line of the CSV export, in the words the console's audit page shows:
// UK time, the person's name, the change's label, the record's kind and name, and each field
// before and after. The one CSV writer (decision 0077) quotes it and defuses formulas.
import {
  auditActionLabel,
  auditChangedFields,
  auditValueText,
  AUDIT_RECORD_KINDS,
} from '@techgold/contracts/audit-actions';
import { ukDateTime } from '@techgold/contracts/uk-time';
import type { CsvRow } from '../../../lib/csv-writer.ts';
import type { NamedEntry } from './service.ts';

export const AUDIT_CSV_COLUMNS = ['When (UK time)', 'Who', 'What', 'Record', 'Changes'] as const;

const recordKind = AUDIT_RECORD_KINDS as Record<string, string>;

/** "Member: Ada Lovelace"; "Course: #12 (no longer there)"; empty when about no record. */
function record(e: NamedEntry): string {
  if (!e.target_type || !e.target_id) return '';
  const kind = recordKind[e.target_type] ?? e.target_type;
  return `${kind}: ${e.target_name ?? `#${e.target_id} (no longer there)`}`;
}

/** "status: new → closed", one line per field, then the entry's details. */
function changes(e: NamedEntry): string {
  const lines = auditChangedFields(e).map(
    (field) =>
      `${field}: ${auditValueText(e.before?.[field])} → ${auditValueText(e.after?.[field])}`,
  );
  if (e.data && Object.keys(e.data).length) lines.push(`Details: ${JSON.stringify(e.data)}`);
  return lines.join('\n');
}

export function auditCsvRow(e: NamedEntry): CsvRow {
  return [ukDateTime(e.created_at), e.actor_name, auditActionLabel(e.kind), record(e), changes(e)];
}
