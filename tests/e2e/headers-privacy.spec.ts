import { test, expect } from "./fixtures.ts";

const pagesToCheck = ["/", "/about-us", "/contact", "/application", "/no-such-page"];

test.describe("security headers", () => {
  for (const path of pagesToCheck) {
    test(`${path} carries the security policies`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).not.toContain("'unsafe-inline' 'self'");
      expect(csp).toMatch(/script-src 'self' ('nonce-[^']+'|'sha256-[^']+')/);
      expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain("unsafe-inline");
      expect(headers["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["x-frame-options"]).toBe("DENY");
    });
  }

  test("server-rendered pages get a fresh nonce on every request", async ({ request }) => {
    const nonce = async () => {
      const policy = (await request.get("/contact")).headers()["content-security-policy"];
      return policy?.match(/'nonce-([^']+)'/)?.[1];
    };
    const [first, second] = [await nonce(), await nonce()];
    expect(first).toBeTruthy();
    expect(first).not.toBe(second);
  });

  test("health and readiness answers carry the same headers", async ({ request }) => {
    for (const path of ["/healthz", "/readyz"]) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["x-content-type-options"]).toBe("nosniff");
      expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    }
  });

  test.describe("with an injected script", () => {
    test.use({ expectedConsoleErrors: /Content Security Policy|Refused to execute/ });
    test("an inline script without the page's nonce or hash does not run", async ({ page }) => {
      await page.goto("/about-us");
      const ran = await page.evaluate(async () => {
        const script = document.createElement("script");
        script.textContent = "window.__injected = true";
        document.body.append(script);
        await new Promise((resolve) => setTimeout(resolve, 50));
        return (window as unknown as { __injected?: boolean }).__injected === true;
      });
      expect(ran).toBe(false);
    });
  });
});

test.describe("privacy", () => {
  test.use({ consent: null });

  test("nothing goes to another host before consent, nor after Decline", async ({
    page,
    baseURL,
  }) => {
    const foreign: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (!["data:", "blob:"].includes(url.protocol) && url.origin !== new URL(baseURL!).origin) {
        foreign.push(request.url());
      }
    });
    await page.goto("/");
    await page.mouse.wheel(0, 4000);
    await page.getByRole("button", { name: "Decline Optional", exact: true }).click();
    await page.goto("/faq");
    await page.goto("/industries/retail");
    await page.waitForLoadState("networkidle");
    expect(foreign).toEqual([]);
    const dataLayer = await page.evaluate(() => JSON.stringify(window.dataLayer ?? []));
    expect(dataLayer).toContain('"analytics_storage":"denied"');
  });
});
