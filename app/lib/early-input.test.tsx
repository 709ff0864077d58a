// @vitest-environment happy-dom
import { act } from "@testing-library/react";
import { useLayoutEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test } from "vitest";
import { earlyInput } from "#app/lib/early-input.ts";

/** A controlled form as the application has: its state starts as the server rendered it. */
function Form({ onState }: { onState: (state: object) => void }) {
  const [name, setName] = useState("");
  const [size, setSize] = useState("");
  const [agreed, setAgreed] = useState(false);
  const [renders, setRenders] = useState(0);
  useLayoutEffect(() => queueMicrotask(earlyInput(document)), []);
  onState({ name, size, agreed });
  return (
    <form>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      {["small", "large"].map((option) => (
        <input
          key={option}
          type="radio"
          name="size"
          aria-label={option}
          value={option}
          checked={size === option}
          onChange={() => setSize(option)}
        />
      ))}
      <input
        type="checkbox"
        aria-label="Agreed"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again
      </button>
    </form>
  );
}

afterEach(() => {
  document.body.innerHTML = "";
});

test("what was typed and ticked before hydration becomes the page's state and stays", async () => {
  const container = document.createElement("div");
  document.body.append(container);
  container.innerHTML = renderToString(<Form onState={() => {}} />);
  // The visitor, before the scripts ran.
  const name = container.querySelector<HTMLInputElement>('[aria-label="Name"]')!;
  name.value = "Early Ltd";
  container.querySelector<HTMLInputElement>('[aria-label="large"]')!.checked = true;
  container.querySelector<HTMLInputElement>('[aria-label="Agreed"]')!.checked = true;

  let state: object = {};
  await act(async () => {
    hydrateRoot(container, <Form onState={(next) => (state = next)} />);
  });
  expect(state).toEqual({ name: "Early Ltd", size: "large", agreed: true });

  await act(async () => container.querySelector("button")!.click());
  expect(name.value).toBe("Early Ltd");
  expect(container.querySelector<HTMLInputElement>('[aria-label="large"]')!.checked).toBe(true);
});

test("nothing is played again on a page nobody has touched", async () => {
  const container = document.createElement("div");
  document.body.append(container);
  container.innerHTML = renderToString(<Form onState={() => {}} />);
  let inputs = 0;
  container.addEventListener("input", () => inputs++);
  container.addEventListener("click", () => inputs++);
  await act(async () => {
    hydrateRoot(container, <Form onState={() => {}} />);
  });
  expect(inputs).toBe(0);
});
