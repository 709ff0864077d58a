import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import { cn } from "#app/lib/cn.ts";

export type QuestionAnswer = { question: string; answer: string };

/** Questions with one answer open at a time; each question is an h3 under the section's h2. */
export function FaqAccordion({
  items,
  className,
}: {
  items: QuestionAnswer[];
  className?: string;
}) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className={cn("mx-auto max-w-3xl space-y-3", className)}
    >
      {items.map((item, index) => (
        <Accordion.Item
          key={item.question}
          value={`question-${index}`}
          className="rounded-xl bg-white ring-1 ring-line"
        >
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-xl p-5 text-left text-lg font-semibold text-ink">
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-muted">{item.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
