import { Link } from "react-router";
import { paths } from "#app/paths.ts";
import { useSite } from "#app/lib/site.ts";
import { cn } from "#app/lib/cn.ts";

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-9", className)}>
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path
        d="M9 22V10h6.2c4.1 0 6.8 2.4 6.8 6s-2.7 6-6.8 6H9z"
        fill="none"
        stroke="#fbbf24"
        strokeWidth="2.6"
      />
      <path
        d="M13 18l3-3 2 2 4-4"
        fill="none"
        stroke="#fff"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The brand mark linking home; `onNavigate` lets the footer copy scroll to the top. */
export function Logo({
  tone = "dark",
  onClick,
}: {
  tone?: "dark" | "light";
  onClick?: () => void;
}) {
  const site = useSite();
  return (
    <Link
      to={paths.home}
      onClick={onClick}
      className={cn(
        "inline-flex min-h-11 items-center gap-2.5 font-bold tracking-tight no-underline",
        tone === "dark" ? "text-brand-900" : "text-white",
      )}
    >
      <LogoMark className={tone === "dark" ? "text-brand-800" : "text-brand-600"} />
      {/* Between 768 and 1024 px the menus need the room; the name stays for screen readers. */}
      <span className={cn("text-lg leading-tight", tone === "dark" && "md:max-lg:sr-only")}>
        {site.brandName}
      </span>
    </Link>
  );
}
