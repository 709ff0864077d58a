import { z } from "#app/schemas/zod.ts";
import { formBoolean } from "#app/schemas/fields.ts";
import { REMINDER_KINDS, type ReminderKind } from "#app/schemas/value-lists.ts";

/**
 * A broker's mails about their own work (docs/decisions/0029-broker-reminders.md): what each
 * kind is called and says, and the profile page's form that turns each on or off.
 */
export const reminderKindLabels: Record<ReminderKind, { label: string; hint: string }> = {
  assignment: {
    label: "Cases assigned to me, or taken from me",
    hint: "When someone gives you a case, or a colleague takes one of yours.",
  },
  activity: {
    label: "Documents or messages from my applicants",
    hint: "When the applicant of a case assigned to you uploads documents or writes again.",
  },
  callback: {
    label: "Call-backs and tasks falling due",
    hint: "At the time a task of yours is due, unless it is done or moved first.",
  },
  digest: {
    label: "Morning digest of my day",
    hint: "At 8am UK time on working days: tasks due, new cases, documents to chase, offers ending.",
  },
};

export type ReminderSettings = Record<ReminderKind, boolean>;

/** Every kind is on until a broker turns it off. */
export const defaultReminderSettings: ReminderSettings = Object.fromEntries(
  REMINDER_KINDS.map((kind) => [kind, true]),
) as ReminderSettings;

/** The profile page's form: a ticked box posts "on", an unticked one nothing. */
export const reminderSettingsSchema = z.object({
  intent: z.literal("reminders"),
  assignment: formBoolean,
  activity: formBoolean,
  callback: formBoolean,
  digest: formBoolean,
});
