// Secrets for tokens that outlive a session secret (newsletter unsubscribe links), kept in the
// database so every process shares them and rotating SESSION_SECRET leaves them alone. A new
// version is added to rotate; old versions stay to check the links already sent.
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const signingKeys = pgTable(
  'signing_keys',
  {
    purpose: text('purpose').notNull(),
    version: integer('version').notNull(),
    secret: text('secret').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.purpose, t.version] })],
);
