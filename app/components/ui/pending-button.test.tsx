// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { PendingButton } from "#app/components/ui/pending-button.tsx";

afterEach(cleanup);

test("at rest it is an ordinary button with its own label", () => {
  render(
    <PendingButton type="submit" pendingLabel="Sending…">
      Send Message
    </PendingButton>,
  );
  const button = screen.getByRole("button", { name: "Send Message" });
  expect(button.hasAttribute("disabled")).toBe(false);
  expect(button.hasAttribute("aria-busy")).toBe(false);
  expect(button.getAttribute("data-slot")).toBe("pending-button");
  expect(button.querySelector("svg")).toBeNull();
});

test("while pending it is disabled, busy and says so, with a spinner", () => {
  render(
    <PendingButton type="submit" pending pendingLabel="Sending…">
      Send Message
    </PendingButton>,
  );
  const button = screen.getByRole("button", { name: "Sending…" });
  expect(button.hasAttribute("disabled")).toBe(true);
  expect(button.getAttribute("aria-busy")).toBe("true");
  expect(button.querySelector("svg.animate-spin")?.getAttribute("aria-hidden")).toBe("true");
});

test("a reason of its own to be disabled still applies when not pending", () => {
  render(
    <PendingButton disabled pendingLabel="Sending…">
      Get My Free Quote
    </PendingButton>,
  );
  expect(screen.getByRole("button", { name: "Get My Free Quote" }).hasAttribute("disabled")).toBe(
    true,
  );
});
