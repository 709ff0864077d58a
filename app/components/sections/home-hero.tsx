import { Zap } from "lucide-react";
import { heroBenefits, heroLead, mobileHeroLead } from "#app/content/home.ts";
import { trustBadges } from "#app/content/claims.ts";
import { homeHeroIllustration } from "#app/content/illustrations.ts";
import { quoteCard } from "#app/content/enquiry.ts";
import { QuoteForm } from "#app/components/forms/quote-form.tsx";
import {
  FcaCredentialLink,
  FcaIcon,
  GoogleReviewsLink,
  useHasGoogleReviews,
} from "#app/components/sections/credentials.tsx";
import { Icon } from "#app/components/sections/icon.tsx";
import { TrustBadges } from "#app/components/sections/trust-badges.tsx";
import { useSite } from "#app/lib/site.ts";

/**
 * The home hero in two layouts. CSS alone picks one at 768 px; the other is display:none, so
 * assistive technology meets a single h1 and a single quote form.
 */
export function HomeHero({ headline }: { headline: string }) {
  return (
    <>
      <DesktopHero headline={headline} />
      <MobileHero headline={headline} />
    </>
  );
}

function DesktopHero({ headline }: { headline: string }) {
  const site = useSite();
  return (
    <section
      aria-labelledby="hero-heading-desktop"
      data-slot="hero-desktop"
      className="relative hidden overflow-hidden bg-brand-950 text-white md:block"
    >
      <img
        src={homeHeroIllustration.src}
        width={homeHeroIllustration.width}
        height={homeHeroIllustration.height}
        alt=""
        loading="lazy"
        decoding="async"
        className="pointer-events-none absolute top-1/2 left-[38%] h-[130%] w-auto max-w-none -translate-y-1/2 opacity-60 select-none"
      />
      <div className="relative container-page grid items-center gap-12 py-16 lg:grid-cols-[1.15fr_0.85fr] lg:py-20">
        <div>
          <TrustBadges keys={["fca", "reviews", "sameDay"]} />
          <p className="mt-8 text-xl font-semibold text-accent-300">{site.brandName}</p>
          <h1
            id="hero-heading-desktop"
            className="mt-2 text-5xl font-extrabold tracking-tight text-balance lg:text-6xl"
          >
            {headline}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-brand-100">{heroLead}</p>
          <ul className="mt-8 grid max-w-xl grid-cols-2 gap-5">
            {heroBenefits.map((benefit) => (
              <li key={benefit.title} className="flex items-start gap-3">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/10 text-accent-300">
                  <Icon name={benefit.icon} className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold text-white">{benefit.title}</span>
                  <span className="block text-sm text-brand-100">{benefit.description}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl bg-white p-6 text-ink shadow-2xl lg:p-8">
          <h2 className="text-2xl font-bold text-brand-900">{quoteCard.title}</h2>
          <p className="mt-1 text-sm text-muted">{quoteCard.note}</p>
          <div className="mt-5">
            <QuoteForm variant="desktop" />
          </div>
        </div>
      </div>
    </section>
  );
}

const panelIcon = "size-4 shrink-0 text-accent-300";
const panelLink = "text-white decoration-white/60 hover:decoration-white";

function MobileHero({ headline }: { headline: string }) {
  const site = useSite();
  const hasReviews = useHasGoogleReviews();
  return (
    <section
      aria-labelledby="hero-heading-mobile"
      data-slot="hero-mobile"
      className="bg-brand-950 text-white md:hidden"
    >
      <div className="container-page py-6">
        <p className="text-base font-semibold text-accent-300">{site.brandName}</p>
        <h1 id="hero-heading-mobile" className="mt-1 text-3xl font-extrabold tracking-tight">
          {headline}
        </h1>
        <p className="mt-3 text-brand-100">{mobileHeroLead}</p>
        <ul className="mt-5 grid grid-cols-2 gap-2 rounded-xl bg-white/10 p-3 text-sm font-semibold ring-1 ring-white/15">
          {hasReviews ? (
            <li className="flex items-center gap-2">
              <GoogleReviewsLink className={panelLink} iconClassName={panelIcon} />
            </li>
          ) : null}
          <li className="flex items-center gap-2">
            <FcaIcon className={panelIcon} />
            <FcaCredentialLink className={panelLink} />
          </li>
          {hasReviews ? null : (
            // Without reviews to link, the panel's other cell holds a claim the service keeps.
            <li className="flex items-center gap-2">
              <Zap aria-hidden="true" className={panelIcon} />
              {trustBadges.sameDay}
            </li>
          )}
        </ul>
        <div className="mt-5 rounded-2xl bg-white p-4 text-ink shadow-xl">
          <h2 className="text-xl font-bold text-brand-900">Get Expert Funding Advice</h2>
          <div className="mt-4">
            <QuoteForm variant="mobile" />
          </div>
        </div>
      </div>
    </section>
  );
}
