import { ChevronDown } from "lucide-react";
import { useId, type ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

/**
 * Questions that open one at a time: each is a button in a heading (so the questions appear in
 * the page outline) controlling its answer. Opening, closing and moving between the questions
 * with the arrow keys are the shell's (`app/shell/disclosure.ts`), so they work on pages that
 * run no React.
 */
export function Accordion({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div data-slot="accordion" data-accordion className={className}>
      {children}
    </div>
  );
}

export function AccordionItem({
  question,
  headingLevel = 3,
  className,
  triggerClassName,
  contentClassName,
  data,
  children,
}: {
  question: ReactNode;
  /** `data-` attributes for the item, for behaviour that finds it. */
  data?: Record<`data-${string}`, string>;
  headingLevel?: 2 | 3 | 4;
  className?: string;
  triggerClassName?: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div data-slot="accordion-item" className={className} {...data}>
      <Heading className="flex">
        <button
          type="button"
          id={`${id}-question`}
          aria-expanded={false}
          aria-controls={`${id}-answer`}
          data-disclosure
          className={cn(
            "group flex flex-1 items-center justify-between gap-4 text-left font-semibold text-ink",
            triggerClassName,
          )}
        >
          {question}
          <ChevronDown
            className="size-5 shrink-0 text-brand-700 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none"
            aria-hidden="true"
          />
        </button>
      </Heading>
      <div
        id={`${id}-answer`}
        role="region"
        aria-labelledby={`${id}-question`}
        hidden
        className={contentClassName}
      >
        {children}
      </div>
    </div>
  );
}
