import { defineConfig } from "drizzle-kit";

// Generates the committed SQL migrations in drizzle/ from the schema; the app applies them
// at start-up (app/server/db/client.server.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/server/db/schema.ts",
  out: "./drizzle",
});
