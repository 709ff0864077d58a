import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
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
    <Accordion.Root
      type="single"
      collapsible
      className={cn("mx-auto max-w-3xl space-y-2 md:space-y-3", className)}
    >
      {items.map((item, index) => (
        <Accordion.Item
          key={item.question}
          value={`question-${index}`}
          className={cn(
            "rounded-xl bg-white ring-1 ring-line",
            phoneCount !== undefined && index >= phoneCount && "max-md:hidden",
          )}
        >
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-xl p-4 text-left font-semibold text-ink md:p-5 md:text-lg">
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-4 pb-4 text-muted md:px-5 md:pb-5">
            {item.answer}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
