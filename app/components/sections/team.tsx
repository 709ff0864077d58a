import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useState } from "react";
import type { TeamMember } from "#app/content/team.ts";
import { cn } from "#app/lib/cn.ts";

type HeadingLevel = "h3" | "h4";

/** A person: initials (or photo), name, title and a short description. */
export function PersonCard({
  member,
  as: Heading = "h3",
}: {
  member: TeamMember;
  as?: HeadingLevel;
}) {
  return (
    <article
      data-slot="person-card"
      className="flex h-full flex-col items-center rounded-2xl border border-line bg-white p-6 text-center shadow-sm"
    >
      {member.image ? (
        <img
          src={member.image.src}
          width={member.image.width}
          height={member.image.height}
          alt=""
          loading="lazy"
          className="size-20 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="inline-flex size-20 items-center justify-center rounded-full bg-brand-800 text-2xl font-bold text-white ring-4 ring-brand-100"
        >
          {member.initials}
        </span>
      )}
      <Heading className="mt-4 text-lg font-bold text-ink">{member.name}</Heading>
      <p
        className={cn(
          "mt-1 rounded-full px-3 py-0.5 text-sm font-semibold",
          member.title === "Director"
            ? "bg-brand-50 text-brand-800"
            : "bg-accent-300/40 text-accent-ink",
        )}
      >
        {member.title}
      </p>
      <p className="mt-3 text-muted">{member.description}</p>
    </article>
  );
}

function gridColumns(count: number) {
  return count === 3 ? "md:grid-cols-3" : "md:grid-cols-2 lg:grid-cols-4";
}

/** The members in a grid at every width. */
export function TeamGrid({
  members,
  as,
  className,
}: {
  members: TeamMember[];
  as?: HeadingLevel;
  className?: string;
}) {
  return (
    <ul data-slot="team-grid" className={cn("grid gap-6", gridColumns(members.length), className)}>
      {members.map((member) => (
        <li key={member.name}>
          <PersonCard member={member} as={as} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A swipeable carousel below 768 px and a grid above; CSS decides which one is displayed, so
 * the hidden one is out of the accessibility tree too.
 */
export function TeamShowcase({
  members,
  label,
  as,
}: {
  members: TeamMember[];
  label: string;
  as?: HeadingLevel;
}) {
  return (
    <>
      <TeamCarousel members={members} label={label} as={as} />
      <TeamGrid members={members} as={as} className="max-md:hidden" />
    </>
  );
}

function TeamCarousel({
  members,
  label,
  as,
}: {
  members: TeamMember[];
  label: string;
  as?: HeadingLevel;
}) {
  const [viewportRef, embla] = useEmblaCarousel({ align: "start" });
  const [position, setPosition] = useState({
    index: 0,
    count: members.length,
    canPrevious: false,
    canNext: members.length > 1,
  });
  useEffect(() => {
    if (!embla) return;
    const update = () =>
      setPosition({
        index: embla.selectedScrollSnap(),
        count: embla.scrollSnapList().length,
        canPrevious: embla.canScrollPrev(),
        canNext: embla.canScrollNext(),
      });
    update();
    embla.on("select", update).on("reInit", update);
    return () => {
      embla.off("select", update).off("reInit", update);
    };
  }, [embla]);

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-slot="team-carousel"
      className="md:hidden"
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y gap-4">
          {members.map((member, index) => (
            <div
              key={member.name}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${members.length}`}
              className="min-w-0 flex-[0_0_85%]"
            >
              <PersonCard member={member} as={as} />
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex items-center justify-center gap-4">
        <button
          type="button"
          aria-label={`Previous: ${label}`}
          disabled={!position.canPrevious}
          onClick={() => embla?.scrollPrev()}
          className="inline-flex size-11 items-center justify-center rounded-full border-2 border-brand-800 bg-white text-brand-800 disabled:cursor-not-allowed disabled:opacity-40"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <p className="min-w-16 text-center text-sm font-medium text-muted" aria-live="polite">
          {position.index + 1} of {position.count}
        </p>
        <button
          type="button"
          aria-label={`Next: ${label}`}
          disabled={!position.canNext}
          onClick={() => embla?.scrollNext()}
          className="inline-flex size-11 items-center justify-center rounded-full border-2 border-brand-800 bg-white text-brand-800 disabled:cursor-not-allowed disabled:opacity-40"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
