import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { auditLog, leads, outbox, users } from "#app/server/db/schema.ts";
import { signInThrottle } from "#app/server/admin/auth.server.ts";
import * as layoutRoute from "#app/routes/admin.tsx";
import * as inboxRoute from "#app/routes/admin-inbox.tsx";
import * as leadRoute from "#app/routes/admin-lead.tsx";
import * as usersRoute from "#app/routes/admin-users.tsx";
import * as outboxRoute from "#app/routes/admin-outbox.tsx";
import * as exportRoute from "#app/routes/admin-export.ts";
import * as signInRoute from "#app/routes/admin-sign-in.tsx";
import * as signOutRoute from "#app/routes/admin-sign-out.ts";
import * as notFoundRoute from "#app/routes/admin-not-found.tsx";
import { adminContext, get, makeUser, post, sessionCookieFor } from "#tests/harness/admin.ts";
import { addEnquiry } from "#tests/harness/leads.ts";

type Handler = (args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: Record<string, string>;
}) => unknown;

/** Runs a loader or action; a thrown Response or data() is the answer, as the router treats it. */
async function statusOf(handler: unknown, args: Parameters<Handler>[0]) {
  try {
    const result = await (handler as Handler)(args);
    if (result instanceof Response) return { status: result.status, result };
    const init = (result as { init?: ResponseInit | null } | null)?.init;
    return { status: init?.status ?? 200, result };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, result: thrown };
    const init = (thrown as { init?: ResponseInit | null }).init;
    if (init) return { status: init.status ?? 500, result: thrown };
    throw thrown;
  }
}

const leadParams = (leadId: string) => ({ leadId });

describe.each(testDatabaseKinds)("back-office routes on %s", (kind) => {
  const database = useTestDatabase(kind);

  async function setUp() {
    const { db } = database();
    const admin = await makeUser(db, "admin");
    const broker = await makeUser(db, "broker");
    const { leadId } = await addEnquiry(db);
    return {
      db,
      context: adminContext(db),
      admin,
      broker,
      leadId,
      adminCookie: await sessionCookieFor(db, admin.email),
      brokerCookie: await sessionCookieFor(db, broker.email),
    };
  }

  function everyRoute(leadId: string) {
    return [
      { name: "layout", handler: layoutRoute.loader, path: "/admin", params: {} },
      { name: "inbox", handler: inboxRoute.loader, path: "/admin", params: {} },
      {
        name: "lead",
        handler: leadRoute.loader,
        path: `/admin/leads/${leadId}`,
        params: leadParams(leadId),
      },
      { name: "users", handler: usersRoute.loader, path: "/admin/users", params: {} },
      { name: "outbox", handler: outboxRoute.loader, path: "/admin/outbox", params: {} },
      { name: "export", handler: exportRoute.loader, path: "/admin/export.csv", params: {} },
    ];
  }

  function everyAction(leadId: string): {
    name: string;
    handler: unknown;
    path: string;
    params: Record<string, string>;
    fields: Record<string, string>;
  }[] {
    return [
      {
        name: "lead",
        handler: leadRoute.action,
        path: `/admin/leads/${leadId}`,
        params: leadParams(leadId),
        fields: { intent: "status", status: "contacted", version: "1" },
      },
      {
        name: "users",
        handler: usersRoute.action,
        path: "/admin/users",
        params: {},
        fields: {
          intent: "create",
          email: "x@example.co.uk",
          name: "X",
          role: "admin",
          password: "long enough password",
        },
      },
      {
        name: "inbox",
        handler: inboxRoute.action,
        path: "/admin",
        params: {},
        fields: { intent: "assign-me", lead: `${leadId}:1` },
      },
      {
        name: "outbox",
        handler: outboxRoute.action,
        path: "/admin/outbox",
        params: {},
        fields: { outboxId: leadId },
      },
    ];
  }

  /** Opens a route's page as the holder of `cookie`, or as nobody without one. */
  function openPage(
    context: ReturnType<typeof adminContext>,
    route: ReturnType<typeof everyRoute>[number],
    cookie?: string,
  ) {
    return statusOf(route.handler, {
      request: get(route.path, cookie),
      context,
      params: route.params,
    });
  }

  it("sends the anonymous to sign-in from every page and every action, changing nothing", async () => {
    const { context, leadId, db } = await setUp();
    for (const route of everyRoute(leadId)) {
      const answer = await openPage(context, route);
      expect(answer.status, route.name).toBe(302);
      expect((answer.result as Response).headers.get("location"), route.name).toMatch(
        /^\/admin\/sign-in\?next=/,
      );
    }
    for (const route of everyAction(leadId)) {
      const answer = await statusOf(route.handler, {
        request: post(route.path, route.fields),
        context,
        params: route.params,
      });
      expect(answer.status, route.name).toBe(302);
    }
    const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead!.status).toBe("new");
    expect(lead!.assignedUserId).toBeNull();
  });

  it("lets a broker work leads but not manage users", async () => {
    const { context, leadId, brokerCookie } = await setUp();
    for (const route of everyRoute(leadId)) {
      const answer = await openPage(context, route, brokerCookie);
      expect(answer.status, route.name).toBe(route.name === "users" ? 403 : 200);
    }
    const create = everyAction(leadId).find((route) => route.name === "users")!;
    const answer = await statusOf(create.handler, {
      request: post(create.path, create.fields, { cookie: brokerCookie }),
      context,
      params: {},
    });
    expect(answer.status).toBe(403);
  });

  it("lets an admin see every page", async () => {
    const { context, leadId, adminCookie } = await setUp();
    for (const route of everyRoute(leadId)) {
      const answer = await openPage(context, route, adminCookie);
      expect(answer.status, route.name).toBe(200);
    }
  });

  it("refuses a signed-in session's cookie sent from another site", async () => {
    const { context, leadId, db, adminCookie } = await setUp();
    for (const route of everyAction(leadId)) {
      for (const origin of ["https://evil.example", null]) {
        const answer = await statusOf(route.handler, {
          request: post(route.path, route.fields, { cookie: adminCookie, origin }),
          context,
          params: route.params,
        });
        expect(answer.status, `${route.name} from ${origin}`).toBe(403);
      }
    }
    const signOut = await statusOf(signOutRoute.action, {
      request: post("/admin/sign-out", {}, { cookie: adminCookie, origin: "https://evil.example" }),
      context,
      params: {},
    });
    expect(signOut.status).toBe(403);
    const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead!.status).toBe("new");
    // The session still works: the forged sign-out did nothing.
    const inbox = await statusOf(inboxRoute.loader, {
      request: get("/admin", adminCookie),
      context,
      params: {},
    });
    expect(inbox.status).toBe(200);
  });

  it("answers other admin paths with sign-in for the anonymous and 404 for the signed-in", async () => {
    const { context, brokerCookie } = await setUp();
    const path = "/admin/nothing-here";
    const anonymous = await statusOf(notFoundRoute.loader, {
      request: get(path),
      context,
      params: {},
    });
    expect(anonymous.status).toBe(302);
    const signedIn = await statusOf(notFoundRoute.loader, {
      request: get(path, brokerCookie),
      context,
      params: {},
    });
    expect(signedIn.status).toBe(404);
  });

  it("answers guessed or malformed lead ids with the same 404", async () => {
    const { context, brokerCookie } = await setUp();
    for (const leadId of ["00000000-0000-4000-8000-000000000000", "1", "../users", "' or 1=1 --"]) {
      const page = await statusOf(leadRoute.loader, {
        request: get(`/admin/leads/x`, brokerCookie),
        context,
        params: { leadId },
      });
      expect(page.status, leadId).toBe(404);
      const change = await statusOf(leadRoute.action, {
        request: post(
          `/admin/leads/x`,
          { intent: "note", note: "hello" },
          { cookie: brokerCookie },
        ),
        context,
        params: { leadId },
      });
      expect(change.status, leadId).toBe(404);
    }
  });

  it("signs in through the form and out again, ending access", async () => {
    const { context, broker } = await setUp();
    const signedIn = await statusOf(signInRoute.action, {
      request: post("/admin/sign-in", {
        email: broker.email,
        password: broker.password,
        next: "/admin/outbox",
      }),
      context,
      params: {},
    });
    expect(signedIn.status).toBe(302);
    const response = signedIn.result as Response;
    expect(response.headers.get("location")).toBe("/admin/outbox");
    const cookie = response.headers.get("set-cookie")!.split(";")[0]!;
    const outboxPage = () =>
      statusOf(outboxRoute.loader, { request: get("/admin/outbox", cookie), context, params: {} });
    expect((await outboxPage()).status).toBe(200);

    const out = await statusOf(signOutRoute.action, {
      request: post("/admin/sign-out", {}, { cookie }),
      context,
      params: {},
    });
    expect(out.status).toBe(302);
    expect((out.result as Response).headers.get("set-cookie")).toContain("Max-Age=0");
    expect((await outboxPage()).status).toBe(302);
  });

  it("never sends a signed-in user off the site after sign-in", async () => {
    const { context, broker } = await setUp();
    for (const next of ["https://evil.example/", "//evil.example", "/about-us"]) {
      const answer = await statusOf(signInRoute.action, {
        request: post("/admin/sign-in", { email: broker.email, password: broker.password, next }),
        context,
        params: {},
      });
      expect((answer.result as Response).headers.get("location"), next).toBe("/admin/my-day");
    }
  });

  it("answers a throttled sign-in with 429, Retry-After and how long to wait, on the form", async () => {
    const { context, broker } = await setUp();
    let answer;
    for (let i = 0; i <= signInThrottle.accountAddress.failuresBeforeWait; i++) {
      answer = await statusOf(signInRoute.action, {
        request: post("/admin/sign-in", { email: broker.email, password: "wrong password!" }),
        context,
        params: {},
      });
    }
    expect(answer!.status).toBe(429);
    const init = (answer!.result as { init: ResponseInit }).init;
    const retryAfter = new Headers(init.headers).get("retry-after");
    expect(Number(retryAfter)).toBeGreaterThan(0);
    const { message } = (answer!.result as { data: { message: string } }).data;
    expect(message).toMatch(/too many sign-in attempts/);
    expect(message).toMatch(/Try again in (1 minute|\d+ minutes)\./);
    expect(message).not.toMatch(/lock/i);
    // The page passes the action's Retry-After on to the response.
    const headers = new Headers(
      (signInRoute as { headers?: (args: unknown) => HeadersInit }).headers?.({
        actionHeaders: new Headers(init.headers),
        loaderHeaders: new Headers(),
        parentHeaders: new Headers(),
        errorHeaders: undefined,
      }),
    );
    expect(headers.get("retry-after")).toBe(retryAfter);
  });

  it("after sign-in, goes to the page asked for, never to React Router's data URLs", async () => {
    const { context, broker } = await setUp();
    const cases = {
      "/admin/outbox.data?_routes=routes%2Fadmin-outbox": "/admin/outbox",
      "/admin.data?status=new&_routes=root%2Croutes%2Fadmin-inbox": "/admin?status=new",
      "/admin/leads/x.data?index&_routes=routes%2Fadmin-lead": "/admin/leads/x",
      "/admin/outbox?_data=routes%2Fadmin-outbox": "/admin/outbox",
      "/\\evil.example/admin": "/admin/my-day",
      "/administrator": "/admin/my-day",
    };
    for (const [next, location] of Object.entries(cases)) {
      const answer = await statusOf(signInRoute.action, {
        request: post("/admin/sign-in", { email: broker.email, password: broker.password, next }),
        context,
        params: {},
      });
      expect((answer.result as Response).headers.get("location"), next).toBe(location);
    }
  });

  it("answers 404 to React Router data requests for the CSV export, without exporting", async () => {
    const { context, db, brokerCookie } = await setUp();
    const answer = await statusOf(exportRoute.loader, {
      request: get("/admin/export.csv.data", brokerCookie),
      context,
      params: {},
    });
    expect(answer.status).toBe(404);
    expect(await db.select().from(auditLog).where(eq(auditLog.action, "inbox.export"))).toEqual([]);
  });

  it("shows the inbox with bad filters ignored and said so, never a server error", async () => {
    const { context, brokerCookie } = await setUp();
    const bad = {
      "to=2026-02-30": /Received to/,
      "from=0000-01-01": /Received from/,
      "q=%00": /search/i,
      "kind=bogus&status=nope": /type/i,
      "assigned=1%20or%201%3D1": /assigned/i,
      [`after=${Buffer.from("2026-02-30T00:00:00.000000Z|00000000-0000-4000-8000-000000000000").toString("base64url")}`]:
        /page/i,
    };
    for (const [search, problem] of Object.entries(bad)) {
      const answer = await statusOf(inboxRoute.loader, {
        request: get(`/admin?${search}`, brokerCookie),
        context,
        params: {},
      });
      expect(answer.status, search).toBe(200);
      const page = answer.result as { problems: string[]; rows: unknown[] };
      expect(page.problems.join(" "), search).toMatch(problem);
      expect(page.rows, search).toHaveLength(1);
    }
    const good = await statusOf(inboxRoute.loader, {
      request: get("/admin?from=2024-02-29&q=acme", brokerCookie),
      context,
      params: {},
    });
    expect((good.result as { problems: string[] }).problems).toEqual([]);
  });

  it("refuses an export with a bad filter before it is audited", async () => {
    const { context, db, brokerCookie } = await setUp();
    for (const search of ["to=2026-02-30", "from=0000-01-01", "q=%00", "status=bogus"]) {
      const answer = await statusOf(exportRoute.loader, {
        request: get(`/admin/export.csv?${search}`, brokerCookie),
        context,
        params: {},
      });
      expect(answer.status, search).toBe(400);
    }
    expect(await db.select().from(auditLog).where(eq(auditLog.action, "inbox.export"))).toEqual([]);
  });

  it("refuses a common or repetitive password on the users page, saying why", async () => {
    const { context, db, admin, adminCookie } = await setUp();
    const act = (fields: Record<string, string>) =>
      statusOf(usersRoute.action, {
        request: post("/admin/users", fields, { cookie: adminCookie }),
        context,
        params: {},
      });
    const created = await act({
      intent: "create",
      email: "weak@example.co.uk",
      name: "Weak Password",
      role: "broker",
      password: "password1234",
    });
    expect(created.status).toBe(400);
    expect(created.result).toMatchObject({
      data: {
        result: { error: { password: [expect.stringMatching(/commonly used password/)] } },
      },
    });
    expect(await db.select().from(users).where(eq(users.email, "weak@example.co.uk"))).toEqual([]);

    const broker = await makeUser(db, "broker");
    const reset = await act({ intent: "reset", userId: broker.id, password: "aaaaaaaaaaaa" });
    expect(reset.status).toBe(400);
    expect(reset.result).toMatchObject({
      data: {
        result: { error: { password: [expect.stringMatching(/Repeated characters like "aaa"/)] } },
      },
    });
    // The old password still works: nothing was changed.
    expect(await sessionCookieFor(db, broker.email)).toBeTruthy();
    expect(admin.id).toBeTruthy();
  });

  it("resends a failed notification and audits it; refuses one that has not failed", async () => {
    const { context, db, brokerCookie, leadId } = await setUp();
    const [row] = await db.select().from(outbox).where(eq(outbox.leadId, leadId));
    const resend = () =>
      statusOf(outboxRoute.action, {
        request: post("/admin/outbox", { outboxId: row!.id }, { cookie: brokerCookie }),
        context,
        params: {},
      });
    expect((await resend()).status).toBe(409);
    await db
      .update(outbox)
      .set({ status: "failed", attempts: 8, lastError: "SMTP down" })
      .where(eq(outbox.id, row!.id));
    expect((await resend()).status).toBe(200);
    const [after] = await db.select().from(outbox).where(eq(outbox.id, row!.id));
    expect(after).toMatchObject({ status: "pending", attempts: 0 });
    const trail = await db.select().from(auditLog).where(eq(auditLog.action, "outbox.resend"));
    expect(trail).toHaveLength(1);
  });

  it("lets an admin create, disable and reset users, all audited", async () => {
    const { context, db, adminCookie } = await setUp();
    const act = (fields: Record<string, string>) =>
      statusOf(usersRoute.action, {
        request: post("/admin/users", fields, { cookie: adminCookie }),
        context,
        params: {},
      });
    const create = (email: string, name: string, password: string) =>
      act({ intent: "create", email, name, role: "broker", password });
    expect(
      (await create("New.Broker@example.co.uk", "New Broker", "a long first password")).status,
    ).toBe(200);
    expect(
      (await create("new.broker@example.co.uk", "Again", "a long first password")).status,
    ).toBe(400);
    expect((await create("short@example.co.uk", "Short", "short")).status).toBe(400);

    const newCookie = await sessionCookieFor(db, "new.broker@example.co.uk").catch(() => null);
    expect(newCookie).toBeNull(); // a different password from the helper's
    const { users: rows } = (
      await statusOf(usersRoute.loader, {
        request: get("/admin/users", adminCookie),
        context,
        params: {},
      })
    ).result as {
      users: { id: string; email: string }[];
    };
    const target = rows.find((user) => user.email === "new.broker@example.co.uk")!;
    expect((await act({ intent: "disable", userId: target.id })).status).toBe(200);
    expect(
      (await act({ intent: "reset", userId: target.id, password: "another long password" })).status,
    ).toBe(200);
    const actions = (await db.select().from(auditLog)).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(["user.create", "user.disable", "user.reset_password"]),
    );
  });
});

describe("back-office form bodies", () => {
  it("are refused when too large or not urlencoded", async () => {
    const { parseAdminForm } = await import("#app/server/admin/http.server.ts");
    const { noteFormSchema } = await import("#app/schemas/admin-lead.ts");
    const readForm = async (request: Request) =>
      (await parseAdminForm(request, noteFormSchema)).submission.payload;
    const big = new Request("http://localhost/admin", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 100; i++)
            controller.enqueue(new TextEncoder().encode("a".repeat(1024)));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    await expect(readForm(big)).rejects.toMatchObject({ init: { status: 413 } });
    const multipart = new Request("http://localhost/admin", {
      method: "POST",
      body: new FormData(),
    });
    await expect(readForm(multipart)).rejects.toMatchObject({ init: { status: 415 } });
    const ok = new Request("http://localhost/admin", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "intent=note&note=Hello+%26+bye",
    });
    expect(await readForm(ok)).toEqual({ intent: "note", note: "Hello & bye" });
  });
});
