/**
 * `npm run preflight`: before a launch, every setting still at a development default or a
 * placeholder, every dated page past its review, and settings that do not fit together, one a
 * line with those a visitor would meet first. Exits 1 while any of those remain, so a deploy
 * pipeline can stop on it; advice alone exits 0. Reads the same environment as the server.
 */
import { getEnvOrExit } from "#app/env.server.ts";
import { formatProblem, launchCheck, summarise } from "#app/server/preflight.server.ts";

const problems = launchCheck(getEnvOrExit());
for (const problem of problems) console.log(formatProblem(problem));
console.log(summarise(problems));
process.exitCode = problems.some((problem) => problem.blocking) ? 1 : 0;
