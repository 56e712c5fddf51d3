import type { adminEventStatuses } from '@techgold/contracts/admin/events';

export const eventStatusLabel: Record<(typeof adminEventStatuses)[number], string> = {
  draft: 'Draft',
  live: 'Published',
  started: 'Started',
  ended: 'Ended',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const statusLabel = (s: string) => eventStatusLabel[s as keyof typeof eventStatusLabel] ?? s;
