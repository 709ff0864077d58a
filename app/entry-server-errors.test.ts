import { Writable } from "node:stream";
import { RouterContextProvider, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { expect, test } from "vitest";
import { servicesContext, type Services } from "#app/context.server.ts";
import { handleError } from "#app/entry.server.tsx";
import { createLogger } from "#app/server/logger.server.ts";

/**
 * An error in a request to a secret link (a 405 on POST /application/resume/<token>, which
 * repeats the address in its data) is logged without the token, by the logger the server uses.
 */
const token = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdE";

function loggedBy(run: (context: RouterContextProvider) => void): string {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString("utf8"));
      callback();
    },
  });
  const logger = createLogger("info", destination);
  const context = new RouterContextProvider();
  context.set(servicesContext, { logger } as unknown as Services);
  run(context);
  logger.flush?.();
  return lines.join("");
}

test.each([
  `/application/resume/${token}`,
  `/Application/Resume/${token}`,
  `/TRACK/${token}`,
  `//track//${token}`,
])("a 405 on POST %s is logged without the token", (path) => {
  const url = `http://localhost${path}`;
  const error = new ErrorResponseImpl(
    405,
    "Method Not Allowed",
    `Error: You made a POST request to "${path}" but did not provide an \`action\` for route "routes/application-resume", so there is no way to handle the request.`,
    true,
  );
  const output = loggedBy((context) =>
    handleError(error, {
      request: new Request(url, { method: "POST" }),
      params: {},
      context,
    } as unknown as Parameters<typeof handleError>[1]),
  );
  expect(output).toContain("request failed");
  expect(output).toContain("[token]");
  expect(output).not.toContain(token);
});

test("an error whose message holds a link is logged without its token", () => {
  const output = loggedBy((context) =>
    handleError(new Error(`could not open http://localhost/track/${token}`), {
      request: new Request(`http://localhost/track/${token}`),
      params: {},
      context,
    } as unknown as Parameters<typeof handleError>[1]),
  );
  expect(output).toContain("request failed");
  expect(output).not.toContain(token);
});

test("the logger itself takes a token out of anything logged", () => {
  const output = loggedBy((context) =>
    context
      .get(servicesContext)
      .logger.info(
        { url: `https://example.test/Track/${token}`, data: { to: `/track//${token}` } },
        "something happened",
      ),
  );
  expect(output).toContain("something happened");
  expect(output).not.toContain(token);
});
