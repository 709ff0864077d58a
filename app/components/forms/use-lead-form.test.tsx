// @vitest-environment happy-dom
import { getFormProps, getInputProps } from "@conform-to/react";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { loadValidation, useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { formConstraint, type FormValidation } from "#app/components/forms/zod-validation.ts";
import { lostLinkMessages, lostLinkSchema } from "#app/schemas/lost-link.ts";

afterEach(cleanup);

type Rules = FormValidation<typeof lostLinkSchema>;

function LostLinkForm({ load, onSent }: { load: () => Promise<Rules>; onSent: () => void }) {
  const { form, fields, errorOf, formHandlers } = useLeadForm(
    { constraint: formConstraint(lostLinkSchema), load },
    undefined,
    onSent,
  );
  const error = errorOf(fields.email.name, fields.email.errors);
  return (
    <form
      {...getFormProps(form)}
      {...formHandlers}
      onSubmit={(event) => {
        getFormProps(form).onSubmit(event);
        // Reached only by a submission the browser would send to the server.
        if (!event.defaultPrevented) {
          event.preventDefault();
          onSent();
        }
      }}
    >
      <label htmlFor={fields.email.id}>Email</label>
      <input {...getInputProps(fields.email, { type: "email" })} />
      {error ? <p role="alert">{error}</p> : null}
      <button type="submit">Send</button>
    </form>
  );
}

/** Types `answer` and presses Send before the rules have loaded; the test settles `rules`. */
async function submitBeforeTheRules(answer: string) {
  const rules = Promise.withResolvers<Rules>();
  const sent = vi.fn();
  render(<LostLinkForm load={() => rules.promise} onSent={sent} />);
  await userEvent.type(screen.getByLabelText("Email"), answer);
  await userEvent.click(screen.getByRole("button", { name: "Send" }));
  return { rules, sent };
}

describe("a form whose rules load on first use", () => {
  test("carries the rules' constraints before they load, and loads them on first focus", async () => {
    const load = vi.fn(() => new Promise<Rules>(() => {}));
    render(<LostLinkForm load={load} onSent={() => {}} />);
    expect(screen.getByLabelText("Email").hasAttribute("required")).toBe(true);
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText("Email"));
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByLabelText("Email"), "a");
    expect(load).toHaveBeenCalledTimes(1);
  });

  test("a submit made before the rules arrive waits for them, then shows their message and sends nothing", async () => {
    const { rules, sent } = await submitBeforeTheRules("not an address");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(sent).not.toHaveBeenCalled();
    rules.resolve(await loadValidation(Promise.resolve(lostLinkSchema)));
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      lostLinkMessages.emailInvalid,
    );
    expect(sent).not.toHaveBeenCalled();
  });

  test("a valid answer submitted early is sent once the rules pass it", async () => {
    const { rules, sent } = await submitBeforeTheRules("owner@example.co.uk");
    expect(sent).not.toHaveBeenCalled();
    rules.resolve(await loadValidation(Promise.resolve(lostLinkSchema)));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    expect(screen.queryByRole("alert")).toBeNull();
  });

  test("if the rules cannot load, the form goes to the server, which checks it", async () => {
    const { rules, sent } = await submitBeforeTheRules("not an address");
    rules.reject(new Error("offline"));
    await waitFor(() => expect(sent).toHaveBeenCalled());
  });
});
