import { BriefcaseBusiness, ChevronLeft, ChevronRight } from "lucide-react";
import { useId, useRef } from "react";
import { teamProfilesNote, yearsInIndustryText, type TeamMember } from "#app/content/team.ts";
import { cn } from "#app/lib/cn.ts";
import { usePageBehaviour } from "#app/lib/use-page-behaviour.ts";
import { loadCarousels } from "#app/shell/page-behaviours.ts";

type HeadingLevel = "h3" | "h4";

/** The portrait's box: a photo is drawn into it at this size whatever its own, so nothing shifts. */
const portraitSize = 96;

/**
 * A person: photo or monogram portrait, name, role, years in the industry and a short
 * description.
 */
export function PersonCard({
  member,
  as: Heading = "h3",
}: {
  member: TeamMember;
  as?: HeadingLevel;
}) {
  const years = yearsInIndustryText(member);
  return (
    <article
      data-slot="person-card"
      className="flex h-full flex-col items-center rounded-2xl border border-line bg-white p-6 text-center shadow-sm"
    >
      {member.photo ? (
        <img
          src={member.photo.src}
          width={member.photo.width}
          height={member.photo.height}
          alt={member.photo.alt}
          loading="lazy"
          decoding="async"
          className="size-24 rounded-2xl object-cover ring-4 ring-brand-50"
        />
      ) : (
        <MonogramPortrait member={member} />
      )}
      <Heading className="mt-4 text-lg font-bold text-ink">{member.name}</Heading>
      <p
        data-slot="person-role"
        className={cn(
          "mt-1 rounded-full px-3 py-0.5 text-sm font-semibold",
          member.title === "Director"
            ? "bg-brand-50 text-brand-800"
            : "bg-accent-300/40 text-accent-ink",
        )}
      >
        {member.role}
      </p>
      {years ? (
        <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-muted">
          <BriefcaseBusiness aria-hidden="true" className="size-4 shrink-0" />
          {years}
        </p>
      ) : null}
      <p className="mt-3 text-muted">{member.description}</p>
    </article>
  );
}

const portraitTones = {
  Director: {
    from: "var(--color-brand-700)",
    to: "var(--color-brand-950)",
    accent: "var(--color-accent-400)",
  },
  Broker: {
    from: "var(--color-brand-600)",
    to: "var(--color-brand-900)",
    accent: "var(--color-brand-200)",
  },
} as const;

/**
 * The portrait drawn when the content has no photo: the person's initials on a tile in the
 * brand colours, with rings and a corner in the accent of their group (amber for directors,
 * sky for brokers). Decorative: the name is the card's heading.
 */
export function MonogramPortrait({ member }: { member: TeamMember }) {
  // React's ids carry punctuation; a url(#…) reference is safest with letters and digits.
  const gradientId = `portrait-${useId().replace(/[^\w-]/g, "")}`;
  const tone = portraitTones[member.title];
  return (
    <svg
      data-slot="monogram-portrait"
      aria-hidden="true"
      width={portraitSize}
      height={portraitSize}
      viewBox="0 0 96 96"
      className="size-24 shrink-0 rounded-2xl ring-4 ring-brand-50"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: tone.from }} />
          <stop offset="1" style={{ stopColor: tone.to }} />
        </linearGradient>
      </defs>
      <rect width="96" height="96" rx="16" fill={`url(#${gradientId})`} />
      <g fill="none" stroke="white" strokeOpacity="0.1" strokeWidth="1.5">
        <circle cx="48" cy="48" r="30" />
        <circle cx="48" cy="48" r="40" />
        <circle cx="48" cy="48" r="50" />
      </g>
      <path d="M96 0v34A34 34 0 0 1 62 0z" style={{ fill: tone.accent }} />
      <text
        x="48"
        y="50"
        textAnchor="middle"
        dominantBaseline="central"
        fill="white"
        fontSize="30"
        fontWeight="800"
        letterSpacing="1"
        fontFamily="inherit"
      >
        {member.initials}
      </text>
      <rect x="36" y="70" width="24" height="3" rx="1.5" style={{ fill: tone.accent }} />
    </svg>
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

/** Team members shown together under `label`, their names as headings of level `as`. */
type LabelledTeam = { members: TeamMember[]; label: string; as?: HeadingLevel };

/**
 * A swipeable carousel below 768 px and a grid above; CSS decides which one is displayed, so
 * the hidden one is out of the accessibility tree too.
 */
export function TeamShowcase({ members, label, as }: LabelledTeam) {
  return (
    <>
      <TeamProfilesNote />
      <TeamCarousel members={members} label={label} as={as} />
      <TeamGrid members={members} as={as} className="max-md:hidden" />
    </>
  );
}

/** Says the profiles are placeholders, wherever they are shown. */
export function TeamProfilesNote() {
  return (
    <p
      data-slot="team-profiles-note"
      className="mx-auto mb-8 max-w-3xl rounded-xl bg-brand-50 px-4 py-3 text-center text-sm text-brand-800"
    >
      {teamProfilesNote}
    </p>
  );
}

/**
 * A row the browser scrolls and snaps itself (swiping works before and without scripts); the
 * buttons move it a card at a time and the counter follows it (`carousel-script.ts`, a page
 * behaviour, so it works on pages that run no React), loaded once the carousel shows.
 */
function TeamCarousel({ members, label, as }: LabelledTeam) {
  const ref = useRef<HTMLDivElement>(null);
  usePageBehaviour(ref, "when-shown", loadCarousels);
  return (
    <div
      ref={ref}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-slot="team-carousel"
      className="md:hidden"
    >
      <div
        data-carousel-viewport
        // A row that scrolls must be reachable by keyboard (WCAG 2.1.1), so its arrow keys move it
        // too; the rule below knows only widgets.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="flex touch-pan-x snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain rounded-2xl [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {members.map((member, index) => (
          <div
            key={member.name}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${members.length}`}
            className="min-w-0 flex-[0_0_85%] snap-start"
          >
            <PersonCard member={member} as={as} />
          </div>
        ))}
      </div>
      <div className="mt-4 flex items-center justify-center gap-4">
        <button
          type="button"
          aria-label={`Previous: ${label}`}
          disabled
          data-carousel-step="-1"
          className="inline-flex size-11 items-center justify-center rounded-full border-2 border-brand-800 bg-white text-brand-800 disabled:cursor-not-allowed disabled:opacity-40"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <p
          className="min-w-16 text-center text-sm font-medium text-muted"
          aria-live="polite"
          data-carousel-position
          // The shell keeps the count in step with the scroll, maybe before the page hydrates.
          suppressHydrationWarning
        >
          {`1 of ${members.length}`}
        </p>
        <button
          type="button"
          aria-label={`Next: ${label}`}
          disabled={members.length < 2}
          data-carousel-step="1"
          className="inline-flex size-11 items-center justify-center rounded-full border-2 border-brand-800 bg-white text-brand-800 disabled:cursor-not-allowed disabled:opacity-40"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
