import { useId } from "react";
import { HONEYPOT_FIELD } from "#app/schemas/rules.ts";

/** A field people never see or fill and naive bots do; the server ignores such submissions. */
export function Honeypot() {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
