import { test, expect } from "./fixtures.ts";
import { expectOneMailWith, uniqueEmail } from "./mail.ts";
import { expectNoViolations } from "./axe.ts";
import { drawingOn, expectDrawingShown } from "./illustration.ts";
import { illustrations } from "#app/content/illustrations.ts";

test.describe("home quote form", () => {
  test("checks email on change and phone on blur with the exact messages", async ({ page }) => {
    await page.goto("/");
    const form = page.getByRole("form", {
      name: "Get your funding quote",
    });
    const email = form.getByLabel("Email address");
    const phone = form.getByLabel("Phone number");
    await email.fill("jo@");
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await email.fill("");
    await expect(form.getByText("Please enter a valid email address")).toBeHidden();
    await phone.focus();
    await phone.blur();
    await expect(form.getByText("Phone number is required")).toBeVisible();
    await phone.fill("0123");
    await expect(form.getByText("Please enter a valid UK phone number")).toBeVisible();
    await phone.fill("01234 567890");
    await expect(form.getByText("Please enter a valid UK phone number")).toBeHidden();
    await form.getByRole("button").last().click();
    // An empty answer is "required", the email's as the phone's.
    await expect(form.getByText("Email address is required")).toBeVisible();
    await expect(email).toBeFocused();
  });

  test("maps the slider to pounds with the band captions", async ({ page }) => {
    await page.goto("/");
    const form = page.getByRole("form", {
      name: "Get your funding quote",
    });
    const slider = form.getByRole("slider", { name: "How much do you need?" });
    const cases: [number, string, string][] = [
      [0, "£5,000", "Perfect for immediate cash flow needs"],
      [25, "£40,000", "Perfect for immediate cash flow needs"],
      [50, "£75,000", "Ideal for growth and expansion"],
      [75, "£287,500".replace("287,500", "290,000"), "Suitable for major business investments"],
      [100, "£500,000", "Suitable for major business investments"],
    ];
    await expect(slider).toHaveValue("50");
    for (const [position, amount, caption] of cases) {
      await slider.fill(String(position));
      await expect(form.locator("output")).toHaveText(amount);
      await expect(form.getByText(caption)).toBeVisible();
      await expect(slider).toHaveAttribute("aria-valuetext", amount);
    }
    await slider.fill("50");
    await slider.focus();
    await page.keyboard.press("ArrowRight");
    await expect(form.locator("output")).toHaveText("£85,000");
    const typed = form.getByLabel("Or type an amount");
    await typed.fill("123456");
    await typed.press("Enter");
    await expect(form.locator("output")).toHaveText("£125,000");
  });

  test("the arrow keys move the slider from its lowest end, every press", async ({ page }) => {
    await page.goto("/");
    const form = page.getByRole("form", { name: "Get your funding quote" });
    const slider = form.getByRole("slider", { name: "How much do you need?" });
    await slider.focus();
    await page.keyboard.press("Home");
    await expect(form.locator("output")).toHaveText("£5,000");
    // Position 1 still rounds to £5,000, but the thumb stays where the key put it…
    await page.keyboard.press("ArrowRight");
    await expect(slider).toHaveValue("1");
    // …so the next press moves on and the amount follows the mapping.
    await page.keyboard.press("ArrowRight");
    await expect(slider).toHaveValue("2");
    await expect(form.locator("output")).toHaveText("£10,000");
    for (let press = 0; press < 3; press++) await page.keyboard.press("ArrowRight");
    await expect(slider).toHaveValue("5");
    await expect(form.locator("output")).toHaveText("£10,000");
    await page.keyboard.press("ArrowRight");
    await expect(slider).toHaveValue("6");
    await expect(form.locator("output")).toHaveText("£15,000");
  });

  test(
    "a valid quote is stored, the brokers are told, and the visitor moves on",
    { tag: "@phone" },
    async ({ page, isMobile }) => {
      const email = uniqueEmail("quote");
      await page.goto("/");
      const form = page.getByRole("form", {
        name: isMobile ? "Get expert funding advice" : "Get your funding quote",
      });
      await form.getByRole("slider").fill("100");
      await form.getByLabel("Email address").fill(email);
      await form.getByLabel("Phone number").fill("07700 900123");
      await form
        .getByRole("button", { name: isMobile ? "See Your Options" : "Get My Funding Options" })
        .click();
      await expect(page).toHaveURL(isMobile ? "/application" : "/enquiry");
      const basic = await page.evaluate(() =>
        JSON.parse(localStorage.getItem("basicData") ?? "null"),
      );
      expect(basic).toEqual({ loanAmount: 500000, email, phone: "07700 900123" });
      const mail = await expectOneMailWith(email);
      expect(mail).toContain("500,000");
      expect(mail).toContain("07700");
    },
  );

  test.describe("when the enquiry cannot be sent", () => {
    test.use({ expectedConsoleErrors: /status of 50[03]/ });

    test("a passing failure is tried again and the visitor moves on", async ({ page }) => {
      let failures = 0;
      await page.route("**/enquiry?*", (route) => {
        if (route.request().method() === "POST" && failures++ === 0) {
          return route.fulfill({ status: 503, body: "down" });
        }
        return route.fallback();
      });
      await page.goto("/");
      const form = page.getByRole("form", {
        name: "Get your funding quote",
      });
      const email = uniqueEmail("retried");
      await form.getByLabel("Email address").fill(email);
      await form.getByLabel("Phone number").fill("07700 900123");
      await form.getByRole("button").last().click();
      await expect(page).toHaveURL("/enquiry");
      await expectOneMailWith(email);
    });

    test("the visitor is told, keeps their answers, and is never thanked for nothing", async ({
      page,
    }) => {
      await page.route("**/enquiry?*", (route) =>
        route.request().method() === "POST"
          ? route.fulfill({ status: 500, body: "down" })
          : route.fallback(),
      );
      await page.goto("/");
      const form = page.getByRole("form", {
        name: "Get your funding quote",
      });
      const email = uniqueEmail("down");
      await form.getByLabel("Email address").fill(email);
      await form.getByLabel("Phone number").fill("07700 900123");
      await form.getByRole("button").last().click();
      const alert = form.getByRole("alert");
      await expect(alert).toContainText("We could not send your details just now");
      await expect(alert.getByRole("link", { name: /^Call / })).toHaveAttribute(
        "href",
        /^tel:\+44/,
      );
      await expect(page).toHaveURL("/");
      await expect(form.getByLabel("Email address")).toHaveValue(email);
      await expect(form.getByLabel("Phone number")).toHaveValue("07700 900123");

      // Once the server answers again, the same answers go through.
      await page.unroute("**/enquiry?*");
      await form.getByRole("button").last().click();
      await expect(page).toHaveURL("/enquiry");
      await expectOneMailWith(email);
    });
  });
});

test.describe("without JavaScript", () => {
  // The page that asks for corrections is answered with status 400, which the browser reports.
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: /status of 400/ });

  test("the quote form still sends, and mistakes come back with the visitor's typing", async ({
    page,
  }) => {
    await page.goto("/");
    const form = page.getByRole("form", { name: "Get your funding quote" });
    // Passes the browser's own email check, fails ours (no dot in the domain).
    await form.getByLabel("Email address").fill("jo@example");
    await form.getByLabel("Phone number").fill("0770");
    await form.getByRole("button", { name: "Get My Funding Options" }).click();
    await expect(page.getByRole("heading", { name: "Check your details" })).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Please enter a valid UK phone number")).toBeVisible();
    await expect(page.getByLabel("Email address")).toHaveValue("jo@example");
    await expect(page.getByLabel("Phone number")).toHaveValue("0770");
    const email = uniqueEmail("noscript");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Phone number").fill("07700900123");
    await page.getByRole("button", { name: "Get My Funding Options" }).click();
    await expect(page).toHaveURL("/enquiry");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your enquiry");
    await expect(page.getByRole("status").filter({ hasText: "We have your request" })).toHaveText(
      /We have your request for £75,000; a broker will call you\..*Your reference is DBF-\w{6}\./,
    );
    await expectOneMailWith(email);
  });

  test("the amount typed is the one asked for, on the page and in the brokers' mail", async ({
    page,
  }) => {
    const email = uniqueEmail("noscript-typed");
    await page.goto("/");
    const form = page.getByRole("form", { name: "Get your funding quote" });
    await form.getByLabel("Or type an amount").fill("60000");
    await form.getByLabel("Email address").fill(email);
    await form.getByLabel("Phone number").fill("07700900123");
    await form.getByRole("button", { name: "Get My Funding Options" }).click();
    await expect(page).toHaveURL("/enquiry");
    await expect(page.getByRole("status").filter({ hasText: "We have your request" })).toHaveText(
      /We have your request for £60,000;/,
    );
    const mail = await expectOneMailWith(email);
    expect(mail).toMatch(/Loan amount: \S*60,000/);
    expect(mail).not.toContain("75,000");
  });

  test("a mistake brings back the amount typed with the visitor's answers", async ({ page }) => {
    await page.goto("/");
    const form = page.getByRole("form", { name: "Get your funding quote" });
    await form.getByLabel("Or type an amount").fill("120000");
    await form.getByLabel("Email address").fill("jo@example");
    await form.getByLabel("Phone number").fill("07700900123");
    await form.getByRole("button", { name: "Get My Funding Options" }).click();
    await expect(page.getByRole("heading", { name: "Check your details" })).toBeVisible();
    await expect(page.getByLabel("Or type an amount")).toHaveValue("120,000");
    await page.getByLabel("Email address").fill(uniqueEmail("noscript-again"));
    await page.getByRole("button", { name: "Get My Funding Options" }).click();
    await expect(page.getByRole("status").filter({ hasText: "We have your request" })).toHaveText(
      /We have your request for £120,000;/,
    );
  });

  test("the referral form still sends", async ({ page }) => {
    const email = uniqueEmail("partner-noscript");
    await page.goto("/referral-join");
    await page.getByLabel("Business name").fill("No Script Accountants");
    await page.getByLabel("Contact name").fill("Ada Lovelace");
    await page.getByLabel("Contact number").fill("01244 960123");
    await page.getByLabel("Contact email").fill(email);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("heading", { name: "Application Submitted" })).toBeVisible();
    await expectOneMailWith(email, "No Script Accountants");
  });
});

test.describe("social landing quote form", () => {
  test("keeps submit disabled until email and phone are both good", async ({ page }) => {
    await page.goto("/social-media-landing");
    const form = page.getByRole("form", { name: "Get expert funding advice" });
    const submit = form.getByRole("button", { name: "Get My Free Quote" });
    await expect(submit).toBeDisabled();
    await form.getByLabel("Email address").fill("ann@example.co.uk");
    await expect(submit).toBeDisabled();
    await form.getByLabel("Phone number").fill("0770");
    await expect(submit).toBeDisabled();
    await form.getByLabel("Phone number").fill("07700900123");
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page).toHaveURL("/application");
  });

  test("says beside the disabled button what is still needed, as the visitor types", async ({
    page,
  }) => {
    await page.goto("/social-media-landing");
    const form = page.getByRole("form", { name: "Get expert funding advice" });
    const submit = form.getByRole("button", { name: "Get My Free Quote" });
    // Read out with the button, and announced politely as it changes.
    const needed = form.locator("[aria-live=polite][data-quote-needed]");
    const describedBy = await submit.getAttribute("aria-describedby");
    expect(describedBy).toBeTruthy();
    await expect(needed).toHaveAttribute("id", describedBy!);
    await expect(submit).toHaveAccessibleDescription(
      "Enter your email address and your phone number to continue",
    );
    await form.getByLabel("Email address").fill("ann@");
    await expect(needed).toHaveText(
      "Enter a valid email address and your phone number to continue",
    );
    await form.getByLabel("Email address").fill("ann@example.co.uk");
    await expect(needed).toHaveText("Enter your phone number to continue");
    await form.getByLabel("Phone number").fill("0770");
    await expect(needed).toHaveText("Enter a valid UK phone number to continue");
    await expect(submit).toBeDisabled();
    await form.getByLabel("Phone number").fill("07700900123");
    await expect(submit).toBeEnabled();
    await expect(needed).toHaveText("");
    await expectNoViolations(page, "the landing form ready to send");
  });
});

test.describe("referral partner form", () => {
  test("shows the messages of the specification and clears each one on edit", async ({ page }) => {
    await page.goto("/referral-join");
    await page.getByLabel("Contact number").fill("123");
    await page.getByLabel("Contact email").fill("nope");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByText("Business name is required")).toBeVisible();
    await expect(page.getByText("Contact name is required")).toBeVisible();
    await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await page.getByLabel("Business name").fill("A");
    await expect(page.getByText("Business name is required")).toBeHidden();
    await expect(page.getByText("Contact name is required")).toBeVisible();
  });

  test("a valid application is stored and confirmed with a way back", async ({ page }) => {
    const email = uniqueEmail("partner");
    await page.goto("/referral-join");
    await page.getByLabel("Business name").fill("Chester Accountants LLP");
    await page.getByLabel("Contact name").fill("Priya Shah");
    await page.getByLabel("Contact number").fill("01244 960123");
    await page.getByLabel("Contact email").fill(email);
    await page.getByLabel("Notes").fill("<b>Several</b> clients need funding");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("heading", { name: "Application Submitted" })).toBeVisible();
    await expect(
      page.getByText("One of our team will be in touch with you shortly.").first(),
    ).toBeVisible();
    await expect(page.getByText("typically responds within 24 hours")).toBeVisible();
    const mail = await expectOneMailWith(email, "Chester Accountants LLP", "Priya Shah");
    // The HTML part shows the visitor's text as text, never as markup.
    expect(mail).toContain("&lt;b&gt;Several&lt;/b&gt;");
    expect(mail).not.toMatch(/<b>Several<\/b> clients need funding<\/(td|p|dd)>/);
    await page.getByRole("link", { name: "Back to Referral Programme" }).click();
    await expect(page).toHaveURL("/referral-program");
  });
});

test.describe("contact form", () => {
  test("a message is stored, the brokers are told and the visitor sees the confirmation", async ({
    page,
  }) => {
    const email = uniqueEmail("contact");
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Enter your first name")).toBeVisible();
    await page.getByLabel("First name").fill("Sam");
    await page.getByLabel("Last name").fill("Jones");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Your message").fill("Please call me about asset finance for two vans.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: "Thank you for your enquiry. We'll be in touch within 2 hours." }),
    ).toBeVisible();
    const mail = await expectOneMailWith(email, "Sam", "two vans");
    expect(mail).toContain("Jones");

    // A second message from the same address joins the case the first one started, and says so.
    await page.getByLabel("First name").fill("Sam");
    await page.getByLabel("Last name").fill("Jones");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Your message").fill("And a trailer, please.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(
      page.getByRole("status").filter({
        hasText:
          "Thank you for your enquiry. We've added it to the application you already have with us, and we'll be in touch within 2 hours.",
      }),
    ).toBeVisible();
  });
});

test.describe("after the quote form", () => {
  test(
    "the application page says the request was received, on every device",
    { tag: "@phone" },
    async ({ page, isMobile }) => {
      await page.goto("/");
      const form = page.getByRole("form", {
        name: isMobile ? "Get expert funding advice" : "Get your funding quote",
      });
      await form.getByRole("slider").fill("25");
      await form.getByLabel("Email address").fill(uniqueEmail("received"));
      await form.getByLabel("Phone number").fill("07700 900123");
      await form
        .getByRole("button", { name: isMobile ? "See Your Options" : "Get My Funding Options" })
        .click();
      const received = page.getByRole("status").filter({ hasText: "We have your request" });
      if (!isMobile) {
        // Desktop visitors land on the thank-you page first, which says the same.
        await expect(page).toHaveURL("/enquiry");
        await expect(received).toContainText("We have your request for £40,000");
        await expectDrawingShown(page, illustrations.success);
        await page.getByRole("link", { name: "Start Full Application" }).click();
      }
      await expect(page).toHaveURL("/application");
      await expect(received).toHaveText(
        /We have your request for £40,000; a broker will call you\. Add your details to speed things up\./,
      );
      await expect(received).toContainText(/Your reference is DBF-\w{6}\./);
      // A drawing of a letter received beside the words on wider screens, a tick on phones.
      if (isMobile) await expect(drawingOn(page, illustrations.success)).toBeHidden();
      else await expectDrawingShown(page, illustrations.success);
    },
  );

  test("nothing is claimed when no enquiry was sent", async ({ page }) => {
    await page.goto("/application");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("We have your request")).toHaveCount(0);
  });
});

test.describe("privacy line", () => {
  test("each form says what happens to the details, beside its button, linking the policy", async ({
    page,
  }) => {
    const forms: [path: string, button: string, says: RegExp][] = [
      ["/", "Get My Funding Options", /find your funding options/],
      ["/social-media-landing", "Get My Free Quote", /find your funding options/],
      ["/contact", "Send Message", /answer your message/],
      ["/referral-join", "Submit Application", /partner application/],
    ];
    for (const [path, button, says] of forms) {
      await page.goto(path);
      const form = page
        .locator("form")
        .filter({ has: page.getByRole("button", { name: button }) })
        .filter({ visible: true });
      const note = form.locator('[data-slot="privacy-note"]');
      await expect(note).toBeVisible();
      await expect(note).toHaveText(says);
      await note.getByRole("link", { name: "Privacy Policy" }).click();
      await expect(page).toHaveURL("/privacy-policy");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Privacy Policy/);
    }
  });
});
