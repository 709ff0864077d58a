import { pino, type Logger } from "pino";

export type { Logger };

export function createLogger(level: string = "info"): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ["password", "*.password", "token", "*.token", "req.headers.cookie"],
      censor: "[redacted]",
    },
  });
}
