import { ChevronDown, Mail, Menu, Phone, X } from "lucide-react";
import { useId } from "react";
import { Link, NavLink as RouterNavLink } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Logo } from "#app/components/layout/logo.tsx";
import { FacebookIcon, InstagramIcon, LinkedInIcon } from "#app/components/layout/social-icons.tsx";
import {
  companyGroup,
  loanTypesGroup,
  sectorsGroup,
  type NavGroup,
} from "#app/content/navigation.ts";
import { paths } from "#app/paths.ts";
import { useSite } from "#app/lib/site.ts";
import { track } from "#app/lib/analytics.ts";
import { cn } from "#app/lib/cn.ts";
import { vocabulary } from "#app/content/vocabulary.ts";

/**
 * Sticky at the top. From 768 px a strip above the logo holds the call, email and social links;
 * on a phone the header is the logo's row alone (56 px), with a call button beside the menu and
 * the email and social links in the menu's drawer, so with the Apply Now bar it covers less
 * than 120 px of the screen.
 */
export function SiteHeader() {
  const site = useSite();
  const groups = [loanTypesGroup, sectorsGroup, companyGroup(site.brandName)];
  return (
    <header className="sticky top-0 z-40 bg-white shadow-[0_1px_0_var(--color-line)]">
      <div className="bg-brand-950 text-sm text-white max-md:hidden">
        <div className="container-page flex min-h-10 items-center justify-between gap-4">
          <div className="flex items-center gap-x-5">
            <a
              href={`tel:${site.phoneE164}`}
              {...track.phone("header")}
              className="inline-flex min-h-10 items-center gap-1.5 font-semibold text-white no-underline hover:underline"
            >
              <Phone className="size-4" aria-hidden="true" />
              <span className="sr-only">{vocabulary.call} on </span>
              {site.phoneDisplay}
            </a>
            <a
              href={`mailto:${site.email}`}
              className="hidden min-h-10 items-center gap-1.5 text-white no-underline hover:underline sm:inline-flex"
            >
              <Mail className="size-4" aria-hidden="true" />
              <span className="sr-only">Email us at </span>
              {site.email}
            </a>
          </div>
          <SocialLinks />
        </div>
      </div>
      <div className="container-page flex min-h-14 items-center justify-between gap-4 md:min-h-16">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {groups.map((group) => (
              <DesktopMenu key={group.id} group={group} />
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Button asChild variant="cta" className="max-md:hidden">
            <Link to={paths.application}>Apply Now</Link>
          </Button>
          <a
            href={`tel:${site.phoneE164}`}
            {...track.phone("header")}
            className="inline-flex size-11 items-center justify-center rounded-md text-brand-900 hover:bg-brand-50 md:hidden"
          >
            <Phone className="size-6" aria-hidden="true" />
            <span className="sr-only">{vocabulary.callOn(site.phoneDisplay)}</span>
          </a>
          <MobileDrawer groups={groups} />
        </div>
      </div>
    </header>
  );
}

export function SocialLinks({ className }: { className?: string }) {
  const site = useSite();
  const links = [
    { href: site.social.linkedin, label: "LinkedIn", Icon: LinkedInIcon },
    { href: site.social.facebook, label: "Facebook", Icon: FacebookIcon },
    { href: site.social.instagram, label: "Instagram", Icon: InstagramIcon },
  ];
  return (
    <ul className={cn("flex items-center gap-1", className)}>
      {links.map(({ href, label, Icon }) => (
        <li key={label}>
          <a
            href={href}
            rel="noopener noreferrer"
            target="_blank"
            className="inline-flex size-10 items-center justify-center rounded-md text-current hover:bg-white/10"
          >
            <Icon className="size-4" />
            <span className="sr-only">{`${site.brandName} on ${label} (opens in a new tab)`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * A disclosure menu: opens on its button (a click, Enter, Space or the arrow keys) and on hover,
 * never on focus alone, so Tab walks past it closed; Escape closes it and returns focus to its
 * button. Its links, once open, are ordinary links in the tab order. The behaviour is the shell's (`app/shell/menus.ts`), so it works on pages that run no React.
 */
function DesktopMenu({ group }: { group: NavGroup }) {
  const panelId = useId();
  const wide = group.links.length > 8;
  return (
    <li className="relative" data-menu>
      <button
        type="button"
        aria-expanded={false}
        aria-controls={panelId}
        data-menu-button
        className="group inline-flex min-h-11 items-center gap-1 rounded-md px-3 font-medium text-ink hover:bg-brand-50"
      >
        {group.label}
        <ChevronDown
          className="size-4 transition-transform group-aria-expanded:rotate-180"
          aria-hidden="true"
        />
      </button>
      <div id={panelId} hidden className="absolute top-full left-1/2 z-50 -translate-x-1/2 pt-2">
        <ul
          className={cn(
            "grid gap-0.5 rounded-xl border border-line bg-white p-2 shadow-xl",
            wide ? "w-[34rem] grid-cols-2" : "w-72",
          )}
        >
          {group.links.map((link) => (
            <li key={link.path}>
              <RouterNavLink
                to={link.path}
                className="block rounded-lg px-3 py-2 text-ink no-underline hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold"
              >
                <span className="block">{link.label}</span>
                {link.hint ? <span className="block text-sm text-muted">{link.hint}</span> : null}
              </RouterNavLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/**
 * Below 768 px: a side drawer in a native modal dialog (focus moves in and is held there, the
 * page behind is inert, Escape closes it) with three independently collapsible groups. Opening,
 * closing and the groups are the shell's (`app/shell/menus.ts`).
 */
function MobileDrawer({ groups }: { groups: NavGroup[] }) {
  const drawerId = useId();
  const site = useSite();
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-controls={drawerId}
        data-drawer-open
        className="inline-flex size-11 items-center justify-center rounded-md text-brand-900 hover:bg-brand-50 md:hidden"
      >
        <Menu className="size-6" aria-hidden="true" />
        <span className="sr-only">Open menu</span>
      </button>
      <dialog
        id={drawerId}
        data-drawer
        aria-labelledby="drawer-title"
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,100vw)] max-w-none flex-col bg-white p-0 text-ink shadow-2xl backdrop:bg-brand-950/50 open:flex md:hidden"
      >
        <div className="flex items-center justify-between border-b border-line px-4 py-2">
          <h2 id="drawer-title" className="text-lg font-bold text-brand-900">
            Menu
          </h2>
          <button
            type="button"
            data-drawer-close
            className="inline-flex size-11 items-center justify-center rounded-md hover:bg-brand-50"
          >
            <X className="size-6" aria-hidden="true" />
            <span className="sr-only">Close menu</span>
          </button>
        </div>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-2 py-3">
          {groups.map((group) => (
            <DrawerGroup key={group.id} group={group} />
          ))}
        </nav>
        <div className="space-y-3 border-t border-line p-4">
          <Button asChild variant="cta" className="w-full">
            <Link to={paths.application}>Apply Now</Link>
          </Button>
          <div className="flex items-center justify-between gap-2">
            <a
              href={`mailto:${site.email}`}
              className="inline-flex min-h-10 items-center gap-1.5 text-sm text-brand-800"
            >
              <Mail className="size-4" aria-hidden="true" />
              <span className="sr-only">Email us at </span>
              {site.email}
            </a>
            <SocialLinks className="text-brand-900" />
          </div>
        </div>
      </dialog>
    </>
  );
}

function DrawerGroup({ group }: { group: NavGroup }) {
  const listId = useId();
  return (
    <div className="border-b border-line last:border-b-0">
      <button
        type="button"
        aria-expanded={false}
        aria-controls={listId}
        data-disclosure
        className="group flex min-h-12 w-full items-center justify-between rounded-md px-3 text-left font-semibold text-ink hover:bg-brand-50"
      >
        {group.label}
        <ChevronDown
          className="size-5 transition-transform group-aria-expanded:rotate-180"
          aria-hidden="true"
        />
      </button>
      <ul id={listId} hidden className="pb-2">
        {group.links.map((link) => (
          <li key={link.path}>
            <RouterNavLink
              to={link.path}
              className="block rounded-md py-2.5 pr-3 pl-6 text-ink no-underline hover:bg-brand-50 aria-[current=page]:font-semibold"
            >
              {link.label}
            </RouterNavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
