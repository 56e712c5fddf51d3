// drizzle-kit reads the schema and writes SQL migrations into ./drizzle, which are committed
// and applied at boot on both drivers (PGlite and pg).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
