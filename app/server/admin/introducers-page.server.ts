import { servicesContext } from "#app/context.server.ts";
import type { AdminPageRequest } from "#app/server/admin/page-request.server.ts";
import { siteConfigFromEnv } from "#app/env.server.ts";
import {
  introducerMessages,
  introducersPageSchema,
  monthLabel,
  statementMonthFrom,
  type IntroducerCreate,
  type IntroducerUpdate,
} from "#app/schemas/admin-introducers.ts";
import { ukToday } from "#app/server/admin/commission.server.ts";
import {
  clientIp,
  formDone,
  formInvalid,
  parseAdminForm,
  sentText,
  type FormReply,
} from "#app/server/admin/http.server.ts";
import {
  createIntroducer,
  introducerNotFound,
  listIntroducers,
  referralLink,
  updateIntroducer,
} from "#app/server/admin/introducers.server.ts";
import type { Actor } from "#app/server/admin/lead/types.server.ts";
import type { Database } from "#app/server/db/client.server.ts";

/** The introducers with this month's figures and each one's referral link. */
export async function loadIntroducersPage({ context }: Pick<AdminPageRequest, "context">) {
  const { db, env } = context.get(servicesContext);
  const month = statementMonthFrom(null, ukToday(new Date()));
  const origin = siteConfigFromEnv(env).origin;
  const introducers = await listIntroducers(db, month);
  return {
    monthName: monthLabel(month),
    introducers: introducers.map((introducer) => ({
      ...introducer,
      link: referralLink(origin, introducer.code),
    })),
  };
}

type IntroducerWork = { db: Database; actor: Actor; submission: FormReply };

/** Adds an introducer, or saves one's share, contact and standing, answering at that form. */
export async function introducersPageAction({ request, context, user }: AdminPageRequest) {
  const form = await parseAdminForm(request, introducersPageSchema);
  if (form.status === "invalid") {
    const intent = sentText(form.submission, "intent") === "update" ? "update" : "create";
    const id = intent === "update" ? sentText(form.submission, "introducerId") : undefined;
    return formInvalid(form.submission, { intent, id });
  }
  const work = {
    db: context.get(servicesContext).db,
    actor: { userId: user.id, ip: clientIp(context) },
    submission: form.submission,
  };
  const value = form.value;
  return value.intent === "create" ? addIntroducer(work, value) : saveIntroducer(work, value);
}

async function addIntroducer({ db, actor, submission }: IntroducerWork, value: IntroducerCreate) {
  const result = await createIntroducer(db, value, actor);
  if (result.kind === "code-taken") {
    return formInvalid(
      submission,
      { intent: "create" },
      { fieldErrors: { code: [introducerMessages.codeTaken(result.code)] } },
    );
  }
  // Only an approval names a referral lead; one added here cannot miss it.
  if (result.kind !== "ok") throw new Error(`Introducer not added: ${result.kind}`);
  return formDone(submission, { intent: "create" }, `Added ${result.name}.`, { reset: true });
}

async function saveIntroducer({ db, actor, submission }: IntroducerWork, value: IntroducerUpdate) {
  const result = await updateIntroducer(db, value, actor);
  if (result.kind === "gone") throw introducerNotFound();
  return formDone(
    submission,
    { intent: "update", id: value.introducerId },
    `Saved ${result.name}.`,
  );
}
