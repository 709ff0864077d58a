import type { ComponentProps } from "react";
import { CallForm } from "#app/components/admin/call-form.tsx";
import { EmailApplicantForm } from "#app/components/admin/email-applicant-form.tsx";
import { LeadTasks } from "#app/components/admin/lead-tasks.tsx";
import { NoteForm } from "#app/components/admin/note-form.tsx";
import { resultFor, type AdminFormResult } from "#app/schemas/admin-form-result.ts";

type Tasks = ComponentProps<typeof LeadTasks>;

/**
 * The forms that concern the person rather than the deal: tasks and a note here, a call and a
 * mail at the top of the page (`LeadDailyActions`). None is shown on a lead whose personal
 * details were erased.
 */
export function LeadContactWork({
  lead,
  tasks,
  brokers,
  userId,
  now,
  formKeys,
  answer,
}: {
  lead: { erasedAt: Date | string | null };
  tasks: Tasks["tasks"];
  brokers: Tasks["brokers"];
  userId: string;
  now: Tasks["now"];
  formKeys: { task: string; note: string };
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
      <NoteForm answer={resultFor(answer, "note")} formKey={formKeys.note} />
    </>
  );
}

/**
 * The broker's daily loop on a case, at the top of its page: log a call (with the next task)
 * and email the applicant. Not on a lead whose personal details were erased.
 */
export function LeadDailyActions({
  lead,
  templates,
  draft,
  emailFormKey,
  callFormKey,
  answer,
  children,
}: {
  lead: { id: string; kind: string; email: string | null; erasedAt: Date | string | null };
  templates: ComponentProps<typeof EmailApplicantForm>["templates"];
  draft: ComponentProps<typeof EmailApplicantForm>["draft"];
  emailFormKey: string;
  callFormKey: string;
  answer: AdminFormResult | undefined;
  /** What goes between the call and the mail (the stage, the latest activity). */
  children: React.ReactNode;
}) {
  if (lead.erasedAt) return <div className="space-y-6 lg:col-span-3">{children}</div>;
  return (
    <>
      <CallForm answer={resultFor(answer, "call")} formKey={callFormKey} />
      <div className="space-y-6">{children}</div>
      <EmailApplicantForm
        leadId={lead.id}
        email={lead.email}
        canUpload={lead.kind === "application"}
        templates={templates}
        draft={draft}
        formKey={emailFormKey}
        answer={resultFor(answer, "email")}
      />
    </>
  );
}
