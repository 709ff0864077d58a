import type { ComponentProps } from "react";
import { CallForm } from "#app/components/admin/call-form.tsx";
import { EmailApplicantForm } from "#app/components/admin/email-applicant-form.tsx";
import { LeadTasks } from "#app/components/admin/lead-tasks.tsx";
import { NoteForm } from "#app/components/admin/note-form.tsx";
import { resultFor, type AdminFormResult } from "#app/schemas/admin-form-result.ts";

type Tasks = ComponentProps<typeof LeadTasks>;

/**
 * The forms that concern the person rather than the deal: tasks, a mail, a call, a note. None
 * is shown on a lead whose personal details were erased.
 */
export function LeadContactWork({
  lead,
  tasks,
  brokers,
  userId,
  now,
  draft,
  emailFormKey,
  formKeys,
  answer,
}: {
  lead: { id: string; kind: string; email: string | null; erasedAt: Date | string | null };
  tasks: Tasks["tasks"];
  brokers: Tasks["brokers"];
  userId: string;
  now: Tasks["now"];
  draft: ComponentProps<typeof EmailApplicantForm>["draft"];
  emailFormKey: string;
  formKeys: { task: string; call: string; note: string };
  answer: AdminFormResult | undefined;
}) {
  if (lead.erasedAt) return null;
  return (
    <>
      <LeadTasks
        tasks={tasks}
        brokers={brokers}
        userId={userId}
        now={now}
        answer={answer}
        formKey={formKeys.task}
      />
      <EmailApplicantForm
        leadId={lead.id}
        email={lead.email}
        canUpload={lead.kind === "application"}
        draft={draft}
        formKey={emailFormKey}
        answer={resultFor(answer, "email")}
      />
      <CallForm answer={resultFor(answer, "call")} formKey={formKeys.call} />
      <NoteForm answer={resultFor(answer, "note")} formKey={formKeys.note} />
    </>
  );
}
