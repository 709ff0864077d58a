import type { Submission } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { input, output, ZodObject } from "zod";

/** How a form checks its answers in the browser: the same zod schema as its action. */
export type FormValidation<Schema extends ZodObject = ZodObject> = {
  /** What the markup carries of the rules (required, lengths), for browsers and assistive tech. */
  constraint: FormConstraint;
  validate: (formData: FormData) => Submission<input<Schema>, string[], output<Schema>>;
  /** Never set: names the schema's type so a form's fields are typed by it. */
  readonly schema?: Schema;
};

export type FormConstraint = ReturnType<typeof getZodConstraint>;

const made = new WeakMap<ZodObject, FormValidation>();

/** The validation of `schema`, made once per schema however often a form renders. */
export function zodValidation<Schema extends ZodObject>(schema: Schema): FormValidation<Schema> {
  let validation = made.get(schema);
  if (!validation) {
    validation = {
      constraint: getZodConstraint(schema),
      validate: (formData) => parseWithZod(formData, { schema }),
    };
    made.set(schema, validation);
  }
  return validation as FormValidation<Schema>;
}

/** What a page's loader hands its lazily validated form (see `LazyValidation`). */
export function formConstraint(schema: ZodObject): FormConstraint {
  return zodValidation(schema).constraint;
}
