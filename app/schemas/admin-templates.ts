import { z } from "#app/schemas/zod.ts";
import { unknownMergeFields } from "#app/content/broker-emails.ts";
import { requiredLine } from "#app/schemas/fields.ts";

/**
 * The templates page's forms: a template's name, subject and message, saved (or previewed
 * without saving) against the version the admin saw; a template removed, or a standard one
 * put back to its own text.
 */

export const templateMessages = {
  label: { required: "Enter the template's name.", tooLong: "Keep the name under 80 characters." },
  subject: {
    required: "Enter the subject.",
    tooLong: "Keep the subject under 200 characters.",
  },
  body: "Enter the message.",
  bodyTooLong: "Keep the message under 5,000 characters.",
  unknown: (names: string[]) =>
    `${names.map((name) => `{${name}}`).join(", ")} ${names.length === 1 ? "is not a merge field" : "are not merge fields"}: use one from the list, spelt as it is there.`,
  stale:
    "Another admin changed this template since you opened the page: it now shows their text. Make your change again.",
  gone: "This template was removed by another admin.",
  reloadFirst: "Reload the page and try again.",
} as const;

function withKnownFields<Schema extends z.ZodType<string>>(schema: Schema) {
  return schema.superRefine((text, ctx) => {
    const unknown = unknownMergeFields(text);
    if (unknown.length)
      ctx.addIssue({ code: "custom", message: templateMessages.unknown(unknown) });
  });
}

const templateText = {
  /** Empty for a new template. */
  templateId: z
    .string()
    .max(64, templateMessages.reloadFirst)
    .optional()
    .transform((value) => value || null),
  version: z.coerce.number(templateMessages.reloadFirst).int().min(0),
  label: requiredLine(80, templateMessages.label),
  subject: withKnownFields(requiredLine(200, templateMessages.subject)),
  body: withKnownFields(
    z
      .string(templateMessages.body)
      .trim()
      .min(1, templateMessages.body)
      .max(5000, templateMessages.bodyTooLong),
  ),
};

/** The edit form as its page checks it before sending: to save, or to preview unsaved. */
export const templateFormSchema = z.object({
  intent: z.enum(["save", "preview"]),
  ...templateText,
});

export const templatesPageSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save"), ...templateText }),
  z.object({ intent: z.literal("preview"), ...templateText }),
  z.object({
    intent: z.literal("remove"),
    templateId: z.string(templateMessages.reloadFirst).min(1).max(64),
    version: z.coerce.number(templateMessages.reloadFirst).int().min(1),
  }),
]);
export type TemplatesPageForm = z.output<typeof templatesPageSchema>;
