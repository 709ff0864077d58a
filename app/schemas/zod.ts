import { z } from "zod";

/*
 * In the browser the Content Security Policy forbids `eval`; zod would probe for it (to compile
 * faster checks) and the refused probe is reported as a policy violation on every page with a
 * form. Without the probe it checks the same way, a little slower. The server keeps the
 * compiled checks. Every schema imports `z` from here so the setting holds wherever one runs.
 */
z.config({ jitless: typeof document !== "undefined" });

export { z };
