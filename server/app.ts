import { randomUUID } from "node:crypto";
import { join } from "node:path";
import compression from "compression";
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from "express";
import { createRequestHandler } from "@react-router/express";
import { RouterContextProvider, type RouterContext, type ServerBuild } from "react-router";
import type { Logger } from "pino";
import { carriesSecret, withoutSecrets } from "#app/secret-paths.ts";
import { asksEligibility } from "#app/content/eligibility.ts";
import { createAssetHandler } from "./assets.ts";
import { precompressedEncoding } from "./encoding.ts";
import { loadPrerenderedPages, type PrerenderedPage } from "./prerendered.ts";
import {
  contentSecurityPolicy,
  createNonce,
  documentHeaders,
  everyResponseHeaders,
} from "./security.ts";

/** What the app's server entry (app/entry.server.tsx) exports for this server to use. */
export type AppServerEntry = {
  nonceContext: RouterContext<string>;
  clientAddressContext: RouterContext<string>;
  servicesContext: RouterContext<AppServices>;
};
export type AppServices = {
  logger: Logger;
  /** Counts the requests the router answers, so that background work can give way to them. */
  requests?: { begin(): () => void };
  env: { GA_MEASUREMENT_ID?: string; TRUST_PROXY: false | number | string[] };
  ready(): Promise<void>;
  close(): Promise<void>;
};

export type CreateAppOptions = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  entry: AppServerEntry;
  services: AppServices;
  clientDir: string;
  /**
   * Where the build keeps the compressed forms of its pages and assets (`compressionCacheDir`);
   * without it, or for a body it does not hold, they are compressed at start.
   */
  compressedDir?: string;
  /** Extra middleware mounted before the app (the Vite dev server in development). */
  devMiddleware?: express.RequestHandler;
};

const requestIdPattern = /^[\w-]{8,64}$/;
const allowedMethods = new Set(["GET", "HEAD", "POST"]);

export async function createApp(options: CreateAppOptions) {
  const { services, clientDir } = options;
  const analyticsEnabled = Boolean(services.env.GA_MEASUREMENT_ID);
  const compressed = options.compressedDir ? { dir: options.compressedDir } : null;
  const prerendered = options.devMiddleware
    ? new Map<string, PrerenderedPage>()
    : await loadPrerenderedPages(clientDir, compressed);
  let shuttingDown = false;

  const app = express();
  app.disable("x-powered-by");
  // Only the proxies the operator names may speak for the client's address (TRUST_PROXY).
  app.set("trust proxy", services.env.TRUST_PROXY);

  app.use(logEachRequest(services.logger));

  // Security headers: those that protect any response first; then the build's assets, which
  // are never documents; then what only a document reads, with a CSP that depends on what is
  // being served (a missing asset falls through to the not-found page and gets it all).
  app.use(setEveryResponseHeaders);
  if (!options.devMiddleware) {
    app.use("/assets", await createAssetHandler(join(clientDir, "assets"), compressed));
  }
  app.use(setDocumentHeaders(analyticsEnabled));

  app.use(refuseOtherMethods);
  app.use(redirectToLowerCase);

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get(
    "/readyz",
    answerReadiness(services, () => shuttingDown),
  );

  app.use(servePrerendered(prerendered, analyticsEnabled));

  app.use(compression({ threshold: 1024 }));

  if (options.devMiddleware) {
    app.use(options.devMiddleware);
  } else {
    app.use(
      express.static(clientDir, {
        maxAge: "1h",
        index: false,
        redirect: false,
      }),
    );
  }

  // Requests the router answers (pages rendered here, form posts, data) are the ones that use
  // the database; the outbox worker waits for a moment with none in flight.
  if (services.requests) app.use(countRequest(services.requests));

  app.use(routerHandler(options));

  return {
    app,
    beginShutdown() {
      shuttingDown = true;
    },
  };
}

/** Gives each request an id (the proxy's, when it is well formed) and logs one line for it. */
function logEachRequest(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get("x-request-id");
    const id = incoming && requestIdPattern.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = id;
    res.setHeader("X-Request-Id", id);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const level = res.statusCode >= 500 ? "error" : "info";
      logger[level](
        {
          reqId: id,
          method: req.method,
          // The path only (query strings carry searches by name, email or phone), and never
          // the token of an applicant's link.
          path: withoutSecrets(req.path),
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
        },
        "request",
      );
    });
    next();
  };
}

function setEveryResponseHeaders(_req: Request, res: Response, next: NextFunction) {
  for (const [name, value] of Object.entries(everyResponseHeaders)) res.setHeader(name, value);
  next();
}

/** The headers only a document reads, with the CSP of a page rendered here (by its nonce). */
function setDocumentHeaders(analyticsEnabled: boolean): RequestHandler {
  return (req, res, next) => {
    for (const [name, value] of Object.entries(documentHeaders)) res.setHeader(name, value);
    // A page opened by a secret link never gives its address away as a referrer: only the
    // origin is sent. (Not "no-referrer": that makes a form post's Origin "null", which React
    // Router refuses as a possible cross-site request, so the page's upload would fail.)
    if (carriesSecret(req.path)) res.setHeader("Referrer-Policy", "strict-origin");
    const nonce = createNonce();
    res.locals.nonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce }, analyticsEnabled));
    next();
  };
}

/**
 * The site answers GET, HEAD and POST; anything else (TRACE, PUT, …) is refused here rather
 * than reaching the router.
 */
function refuseOtherMethods(req: Request, res: Response, next: NextFunction) {
  if (allowedMethods.has(req.method)) return next();
  res.setHeader("Allow", [...allowedMethods].join(", "));
  res.status(405).type("text/plain").send("Method not allowed.");
}

/**
 * Addresses are lower case; "/FAQ" or "/Tax-Funding" typed or linked elsewhere lands on the
 * page. Hashed asset names keep their case.
 */
function redirectToLowerCase(req: Request, res: Response, next: NextFunction) {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const { path } = req;
  // "//Host" would become a redirect to another site; it is left to the not-found page. A
  // secret link's token is case-sensitive.
  if (
    path.startsWith("/assets/") ||
    path.startsWith("//") ||
    path === path.toLowerCase() ||
    carriesSecret(path)
  ) {
    return next();
  }
  const queryAt = req.originalUrl.indexOf("?");
  res.redirect(301, path.toLowerCase() + (queryAt === -1 ? "" : req.originalUrl.slice(queryAt)));
}

/** `/readyz`: whether the services can take traffic, and not once shutdown has begun. */
function answerReadiness(services: AppServices, shuttingDown: () => boolean): RequestHandler {
  return async (_req, res) => {
    if (shuttingDown()) {
      res.status(503).json({ status: "shutting down" });
      return;
    }
    try {
      await services.ready();
      res.json({ status: "ready" });
    } catch (error) {
      services.logger.warn({ err: error }, "readiness check failed");
      res.status(503).json({ status: "not ready" });
    }
  };
}

/** Prerendered pages from memory, already compressed. */
function servePrerendered(
  prerendered: Map<string, PrerenderedPage>,
  analyticsEnabled: boolean,
): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const path = req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path;
    const page = prerendered.get(path);
    // A page built once cannot answer the eligibility check's questions: the router does.
    if (!page || asksEligibility(queryOf(req))) return next();
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy({ hashes: page.scriptHashes }, analyticsEnabled),
    );
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("ETag", page.etag);
    if (req.get("if-none-match") === page.etag) {
      res.status(304).end();
      return;
    }
    const encoding = precompressedEncoding(req);
    if (encoding) res.setHeader("Content-Encoding", encoding);
    const body = encoding ? page[encoding] : page.html;
    res.setHeader("Content-Length", body.length);
    res.status(200).end(req.method === "HEAD" ? undefined : body);
  };
}

/** The request's query string, as parameters. */
function queryOf(req: Request): URLSearchParams {
  const queryAt = req.originalUrl.indexOf("?");
  return new URLSearchParams(queryAt === -1 ? "" : req.originalUrl.slice(queryAt + 1));
}

/** Counts a request as in flight until its response closes. */
function countRequest(requests: NonNullable<AppServices["requests"]>): RequestHandler {
  return (_req, res, next) => {
    res.once("close", requests.begin());
    next();
  };
}

/** The router, with this request's nonce, client address and the services in its context. */
function routerHandler({ build, entry, services }: CreateAppOptions): RequestHandler {
  return createRequestHandler({
    build,
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(entry.nonceContext, res.locals.nonce as string);
      context.set(entry.clientAddressContext, req.ip ?? "unknown");
      context.set(entry.servicesContext, services);
      return context;
    },
  });
}
