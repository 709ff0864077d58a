// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { TextField } from "#app/components/forms/fields.tsx";
import { CheckboxGroup, RadioGroup } from "#app/components/forms/choice-fields.tsx";
import { CurrencyField, caretAfterFormatting } from "#app/components/forms/currency-field.tsx";
import { ErrorSummary } from "#app/components/forms/error-summary.tsx";

afterEach(cleanup);

describe("field primitives", () => {
  test("a text field says it is required and links its hint and error", () => {
    render(
      <TextField
        id="name"
        name="name"
        label="Company name"
        hint="As registered"
        error="Enter your company name"
        required
      />,
    );
    const input = screen.getByRole("textbox", { name: "Company name (required)" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("name-hint name-error");
    expect(document.getElementById("name-error")?.textContent).toBe(
      "Error: Enter your company name",
    );
  });

  test("an amount shows thousands separators as it is typed, and stays empty when cleared", async () => {
    const user = userEvent.setup();
    const changes = vi.fn();
    function Controlled() {
      const [value, setValue] = useState("");
      return (
        <CurrencyField
          id="turnover"
          label="Annual turnover"
          value={value}
          onValueChange={(next) => {
            changes(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Controlled />);
    const input = screen.getByRole("textbox", { name: "Annual turnover" });
    await user.type(input, "£1234567x");
    expect((input as HTMLInputElement).value).toBe("1,234,567");
    await user.clear(input);
    expect((input as HTMLInputElement).value).toBe("");
    expect(changes).toHaveBeenLastCalledWith("");
  });

  test("an uncontrolled amount field formats what it will post", async () => {
    const user = userEvent.setup();
    render(<CurrencyField id="amount" name="amount" label="Amount" />);
    const input = screen.getByRole("textbox", { name: "Amount" }) as HTMLInputElement;
    await user.type(input, "25000");
    expect(input.value).toBe("25,000");
  });

  test("the caret stays after the digit that was typed", () => {
    // "1,234" with the caret after "12": two digits before it.
    expect(caretAfterFormatting("1,234", 2)).toBe(3);
    expect(caretAfterFormatting("1,234", 0)).toBe(0);
    expect(caretAfterFormatting("12", 5)).toBe(2);
  });

  test("a radio group is a fieldset with a legend, and reveals its follow-up question", async () => {
    const user = userEvent.setup();
    function Question() {
      const [value, setValue] = useState("");
      return (
        <RadioGroup
          id="overdraft"
          name="overdraft"
          legend="Does the business have an overdraft?"
          options={[
            { value: "yes", label: "Yes" },
            { value: "no", label: "No" },
          ]}
          value={value}
          onValueChange={setValue}
          conditional={{ value: "yes", content: <p>How much?</p> }}
        />
      );
    }
    render(<Question />);
    const group = screen.getByRole("group", { name: "Does the business have an overdraft?" });
    expect(group.tagName).toBe("FIELDSET");
    expect(screen.getByText("How much?").closest("[hidden]")).not.toBeNull();
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    expect(screen.getByText("How much?").closest("[hidden]")).toBeNull();
    // The first option carries the group's id, where an error summary link lands.
    expect(screen.getByRole("radio", { name: "Yes" }).id).toBe("overdraft");
  });

  test("a checkbox group keeps its answers in the order of its options", async () => {
    const user = userEvent.setup();
    const changes = vi.fn();
    function Reasons() {
      const [values, setValues] = useState<string[]>([]);
      return (
        <CheckboxGroup
          id="reasons"
          name="reasons"
          legend="What is it for?"
          options={["A", "B", "C"].map((value) => ({ value, label: value }))}
          values={values}
          onValuesChange={(next) => {
            changes(next);
            setValues(next);
          }}
        />
      );
    }
    render(<Reasons />);
    await user.click(screen.getByRole("checkbox", { name: "C" }));
    await user.click(screen.getByRole("checkbox", { name: "A" }));
    expect(changes).toHaveBeenLastCalledWith(["A", "C"]);
    await user.click(screen.getByRole("checkbox", { name: "C" }));
    expect(changes).toHaveBeenLastCalledWith(["A"]);
  });

  test("the error summary links to each field and lets a form take over the jump", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn((_item, event: React.MouseEvent) => event.preventDefault());
    const { rerender } = render(
      <ErrorSummary
        id="problems"
        items={[{ href: "#name", message: "Enter your company name" }]}
        onSelect={onSelect}
      />,
    );
    const summary = screen.getByRole("region", { name: "There is a problem" });
    expect(summary.tabIndex).toBe(-1);
    const link = screen.getByRole("link", { name: "Enter your company name" });
    expect(link.getAttribute("href")).toBe("#name");
    await user.click(link);
    expect(onSelect).toHaveBeenCalledWith(
      { href: "#name", message: "Enter your company name" },
      expect.anything(),
    );
    rerender(<ErrorSummary id="problems" items={[]} />);
    expect(screen.queryByRole("region")).toBeNull();
  });
});
