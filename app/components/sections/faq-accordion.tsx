import { Accordion, AccordionItem } from "#app/components/ui/accordion.tsx";
import { cn } from "#app/lib/cn.ts";

export type QuestionAnswer = { question: string; answer: string };

/** Questions with one answer open at a time; each question is an h3 under the section's h2. */
export function FaqAccordion({
  items,
  phoneCount,
  className,
}: {
  items: QuestionAnswer[];
  /** On phones, only the first questions, when the full list is one link away. */
  phoneCount?: number;
  className?: string;
}) {
  return (
    <Accordion className={cn("mx-auto max-w-3xl space-y-2 md:space-y-3", className)}>
      {items.map((item, index) => (
        <AccordionItem
          key={item.question}
          question={item.question}
          className={cn(
            "rounded-xl bg-white ring-1 ring-line",
            phoneCount !== undefined && index >= phoneCount && "max-md:hidden",
          )}
          triggerClassName="rounded-xl p-4 md:p-5 md:text-lg"
          contentClassName="px-4 pb-4 text-muted md:px-5 md:pb-5"
        >
          {item.answer}
        </AccordionItem>
      ))}
    </Accordion>
  );
}
