import { defineConfig } from 'drizzle-kit';

// Only `generate` is used: migrations are applied from code at start (src/db/migrate.ts), because
// drizzle-kit cannot load PGlite's btree_gist extension.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
