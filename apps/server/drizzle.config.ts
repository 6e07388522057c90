import { defineConfig } from 'drizzle-kit';

// Only `generate` is used: migrations are applied from code at start (src/db/migrate.ts), because
// drizzle-kit cannot load PGlite's btree_gist extension.
export default defineConfig({
  dialect: 'postgresql',
  // Every file of the folder: one per area of the schema, each table with one owner (decision 0039).
  schema: './src/db/schema',
  out: './drizzle',
});
