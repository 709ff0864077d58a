import type { LeadKind } from "#app/schemas/value-lists.ts";
import { eq } from "drizzle-orm";
import { formatDateTime, formatDay, formatLongDate } from "#app/lib/dates.ts";
import { formatPence } from "#app/lib/pence.ts";
import { adminPaths } from "#app/paths.ts";
import { leadKindLabel, plural, statusLabels } from "#app/schemas/admin.ts";
import { isUuid } from "#app/schemas/fields.ts";
import { leads, leadTasks } from "#app/server/db/schema.ts";
import { PermanentMailError } from "#app/server/mail.server.ts";
import type {
  ApplicantMail,
  ApplicantMailContext,
} from "#app/server/mail/applicant-mail-types.server.ts";
import type { MailContent, Row, Section } from "#app/server/mail/notification-content.server.ts";
import { myDay } from "#app/server/admin/my-day.server.ts";
import {
  REMINDER_TOPICS,
  reminderKindOfTopic,
  reminderRecipient,
  type ApplicantActivity,
  type ReminderTopic,
} from "#app/server/reminders/reminders.server.ts";

/**
 * What the mails to one broker say (./notification-content.server.ts has the team's), composed
 * when they are sent: the broker must still be active with that kind on, the case not erased,
 * and a task's reminder still due then. Otherwise the composer answers null and nothing goes.
 * They carry the case's reference, kind and stage and a link to it, never the applicant's
 * details; a task's reminder carries the broker's own words for the task.
 */
export type ReminderComposer = (
  payload: Record<string, unknown>,
  context: ApplicantMailContext,
) => Promise<ApplicantMail | null>;

type Broker = { email: string; name: string };
type CaseFacts = {
  id: string;
  reference: string;
  kind: LeadKind;
  source: string | null;
  status: keyof typeof statusLabels;
};

function idOf(payload: Record<string, unknown>, key: string): string {
  const value = payload[key];
  if (typeof value !== "string" || !isUuid(value)) {
    throw new PermanentMailError(`broker reminder without ${key}`);
  }
  return value;
}

function textOf(payload: Record<string, unknown>, key: string): string | null {
  const value = payload[key];
  return typeof value === "string" && value ? value : null;
}

/** The case a reminder is about, unless it is gone or its person was erased. */
async function caseOf(
  context: ApplicantMailContext,
  payload: Record<string, unknown>,
): Promise<CaseFacts | null> {
  const [found] = await context.db
    .select({
      id: leads.id,
      reference: leads.reference,
      kind: leads.kind,
      source: leads.source,
      status: leads.status,
      erasedAt: leads.erasedAt,
    })
    .from(leads)
    .where(eq(leads.id, idOf(payload, "leadId")));
  if (!found || found.erasedAt) return null;
  return found;
}

/** The broker and the case of a reminder about one case, when it is still to go. */
async function brokerAndCase(
  topic: ReminderTopic,
  payload: Record<string, unknown>,
  context: ApplicantMailContext,
): Promise<{ broker: Broker; found: CaseFacts } | null> {
  const broker = await reminderRecipient(
    context.db,
    idOf(payload, "userId"),
    reminderKindOfTopic[topic],
  );
  if (!broker) return null;
  const found = await caseOf(context, payload);
  return found ? { broker, found } : null;
}

/** A mail about one case: a greeting, what happened, the case's link and its reference. */
function caseMail(
  broker: Broker,
  found: CaseFacts,
  context: ApplicantMailContext,
  words: { subject: string; intro: string; sections?: Section[] },
): ApplicantMail {
  const content: MailContent = {
    subject: words.subject,
    heading: words.subject,
    intro: `Hello ${broker.name}, ${words.intro}`,
    callToAction: {
      label: `Open ${found.reference} in the back office`,
      url: `${context.site.origin}${adminPaths.lead(found.id)}`,
    },
    sections: [
      ...(words.sections ?? []),
      {
        title: "Case",
        rows: [
          ["Reference", found.reference],
          ["Kind", leadKindLabel(found)],
          ["Stage", statusLabels[found.status]],
        ],
      },
    ],
    replyTo: null,
  };
  return { to: broker.email, content };
}

const composeAssigned: ReminderComposer = async (payload, context) => {
  const ready = await brokerAndCase(REMINDER_TOPICS.assigned, payload, context);
  if (!ready) return null;
  const { broker, found } = ready;
  const by = textOf(payload, "byName");
  return caseMail(broker, found, context, {
    subject: `${found.reference} assigned to you`,
    intro: `${by ?? "A colleague"} assigned case ${found.reference} to you.`,
  });
};

const composeLost: ReminderComposer = async (payload, context) => {
  const ready = await brokerAndCase(REMINDER_TOPICS.lost, payload, context);
  if (!ready) return null;
  const { broker, found } = ready;
  const to = textOf(payload, "toName");
  const by = textOf(payload, "byName");
  return caseMail(broker, found, context, {
    subject: to ? `${found.reference} is now with ${to}` : `${found.reference} is no longer yours`,
    intro: to
      ? `case ${found.reference} is now assigned to ${to}${by && by !== to ? ` (by ${by})` : ""}; it is no longer yours.`
      : `case ${found.reference} is no longer assigned to you${by ? ` (by ${by})` : ""}.`,
  });
};

const activityWords: Record<
  ApplicantActivity,
  (reference: string, count: number) => [string, string]
> = {
  documents: (reference, count) => [
    `Documents uploaded on ${reference}`,
    `the applicant of ${reference}, a case assigned to you, uploaded ${plural(count, "document")}.`,
  ],
  contact: (reference) => [
    `New message from the applicant on ${reference}`,
    `the applicant of ${reference}, a case assigned to you, sent a message through the contact form. It is on the case's timeline.`,
  ],
  referral: (reference) => [
    `New referral partner form on ${reference}`,
    `the applicant of ${reference}, a case assigned to you, sent the referral partner form. It is on the case's timeline.`,
  ],
  enquiry: (reference) => [
    `New enquiry from the applicant on ${reference}`,
    `the applicant of ${reference}, a case assigned to you, sent another enquiry. It is on the case's timeline.`,
  ],
  application: (reference) => [
    `New application from the applicant on ${reference}`,
    `the applicant of ${reference}, a case assigned to you, sent an application. It is on the case's timeline.`,
  ],
};

const composeActivity: ReminderComposer = async (payload, context) => {
  const ready = await brokerAndCase(REMINDER_TOPICS.activity, payload, context);
  if (!ready) return null;
  const { broker, found } = ready;
  const activity = textOf(payload, "activity") as ApplicantActivity | null;
  const words = activity ? activityWords[activity] : undefined;
  if (!words) throw new PermanentMailError("applicant activity of no known kind");
  const count = typeof payload.count === "number" ? payload.count : 1;
  const [subject, intro] = words(found.reference, count);
  return caseMail(broker, found, context, { subject, intro });
};

const composeCallback: ReminderComposer = async (payload, context) => {
  const ready = await brokerAndCase(REMINDER_TOPICS.callback, payload, context);
  if (!ready) return null;
  const { broker, found } = ready;
  const [task] = await context.db
    .select({
      body: leadTasks.body,
      dueAt: leadTasks.dueAt,
      doneAt: leadTasks.doneAt,
      ownerUserId: leadTasks.ownerUserId,
    })
    .from(leadTasks)
    .where(eq(leadTasks.id, idOf(payload, "taskId")));
  // Done, deleted, moved or given to someone else since it was queued: nothing to remind of.
  if (
    !task ||
    task.doneAt ||
    task.ownerUserId !== payload.userId ||
    task.dueAt.toISOString() !== payload.dueAt
  ) {
    return null;
  }
  return caseMail(broker, found, context, {
    subject: `Call-back due: ${found.reference}`,
    intro: `your task on ${found.reference} is due now (${formatDateTime(task.dueAt)}).`,
    sections: [{ title: "Task", text: task.body }],
  });
};

/** A line of the digest: the case's reference, and what is to be done on it. */
function digestRows<Item extends { reference: string }>(
  items: Item[],
  what: (item: Item) => string,
): Row[] {
  return items.map((item) => [item.reference, what(item)]);
}

const composeDigest: ReminderComposer = async (payload, context) => {
  const userId = idOf(payload, "userId");
  const broker = await reminderRecipient(context.db, userId, "digest");
  if (!broker) return null;
  const day = await myDay(context.db, userId, context.now);
  const lists = [
    {
      title: "Tasks and call-backs due",
      list: day.tasks,
      rows: digestRows(
        day.tasks.items,
        (task) => `${task.body} (due ${formatDateTime(task.dueAt)})`,
      ),
    },
    {
      title: "New cases of yours to contact",
      list: day.uncontactedMine,
      rows: digestRows(
        day.uncontactedMine.items,
        (lead) => `${leadKindLabel(lead)}, received ${formatDateTime(lead.createdAt)}`,
      ),
    },
    {
      title: "Documents to chase",
      list: day.awaitingDocuments,
      rows: digestRows(
        day.awaitingDocuments.items,
        (lead) => `Awaiting documents since ${formatDateTime(lead.waitingSince)}`,
      ),
    },
    {
      title: "Offers ending",
      list: day.expiringOffers,
      rows: digestRows(
        day.expiringOffers.items,
        (offer) =>
          `${offer.lender}, ${offer.amountOfferedPence === null ? "amount not recorded" : formatPence(offer.amountOfferedPence)}, ends ${formatDay(offer.expiresOn)}`,
      ),
    },
  ];
  const total = lists.reduce((sum, { list }) => sum + list.count, 0);
  if (total === 0) return null;
  const heading = `Your day, ${formatLongDate(context.now)}`;
  return {
    to: broker.email,
    content: {
      subject: `${heading}: ${plural(day.tasks.count, "task")} due, ${plural(day.uncontactedMine.count, "new case")} to contact`,
      heading,
      intro: `Good morning ${broker.name}. Here is what is waiting for you today; each line starts with the case's reference.`,
      callToAction: { label: "Open My day", url: `${context.site.origin}${adminPaths.myDay}` },
      sections: lists
        .filter(({ list }) => list.count > 0)
        .map(({ title, list, rows }) => ({
          title: `${title} (${list.count})`,
          rows,
          ...(list.count > list.items.length
            ? { text: `And ${list.count - list.items.length} more on My day.` }
            : {}),
        })),
      replyTo: null,
    },
  };
};

/** The mails to one broker by outbox topic. */
export const reminderComposers: Partial<Record<string, ReminderComposer>> = {
  [REMINDER_TOPICS.assigned]: composeAssigned,
  [REMINDER_TOPICS.lost]: composeLost,
  [REMINDER_TOPICS.activity]: composeActivity,
  [REMINDER_TOPICS.callback]: composeCallback,
  [REMINDER_TOPICS.digest]: composeDigest,
};
