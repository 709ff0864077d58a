import { pino, type DestinationStream, type Logger } from "pino";
import { withoutSecrets } from "#app/secret-paths.ts";

export type { Logger };

/**
 * Every line passes through `withoutSecrets` as it is written, whatever it holds (a path, a
 * URL in an error's message or data, a request), so no applicant's token reaches the log.
 */
export function createLogger(level: string = "info", destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    redact: {
      paths: ["password", "*.password", "token", "*.token", "req.headers.cookie"],
      censor: "[redacted]",
    },
    hooks: { streamWrite: withoutSecrets },
  };
  return destination ? pino(options, destination) : pino(options);
}
