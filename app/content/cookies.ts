import {
  BarChart3,
  Megaphone,
  ShieldCheck,
  SlidersHorizontal,
  type LucideIcon,
} from "lucide-react";
import { consentExpiryKey, consentKey, preferencesKey } from "#app/lib/consent.ts";
import {
  applicationDataKey,
  applicationIdKey,
  applicationReceiptCookieName,
  basicDataKey,
  enquiryReceiptCookieName,
  uploadTokenKey,
} from "#app/lib/storage-keys.ts";

/** The copy of the cookies page: the choices a visitor can make and every item we store. */
export type OptionalCategory = "analytics" | "marketing" | "functional";
export type CookieCategory = {
  id: "essential" | OptionalCategory;
  title: string;
  description: string;
  icon: LucideIcon;
};

export const essentialCategory: CookieCategory = {
  id: "essential",
  title: "Essential",
  description:
    "Needed for the website to work: they remember your cookie choices and carry your application from one step to the next. They cannot be switched off because the website cannot work without them.",
  icon: ShieldCheck,
};

export const optionalCategories: (CookieCategory & { id: OptionalCategory })[] = [
  {
    id: "analytics",
    title: "Analytics",
    description:
      "Help us understand which pages are useful and where visitors get stuck, using Google Analytics. Nothing is loaded from Google unless you switch this on.",
    icon: BarChart3,
  },
  {
    id: "marketing",
    title: "Marketing",
    description:
      "Would let us measure our advertising and show you relevant adverts on other websites. We do not use marketing cookies at present; this choice applies if we add any.",
    icon: Megaphone,
  },
  {
    id: "functional",
    title: "Functional",
    description:
      "Would remember extra choices to personalise the website for you. We do not use functional cookies at present; this choice applies if we add any.",
    icon: SlidersHorizontal,
  },
];

export type StorageEntry = {
  name: string;
  kind: "Cookie" | "Local storage";
  category: "Essential" | "Analytics";
  provider: "This website" | "Google Analytics";
  purpose: string;
  duration: string;
};

export const essentialStorage: StorageEntry[] = [
  {
    name: consentKey,
    kind: "Local storage",
    category: "Essential",
    provider: "This website",
    purpose: "Remembers whether you accepted or declined optional cookies, so we do not ask again.",
    duration: "1 year",
  },
  {
    name: consentExpiryKey,
    kind: "Local storage",
    category: "Essential",
    provider: "This website",
    purpose: "Records when your cookie answer expires, so we ask again after a year.",
    duration: "1 year",
  },
  {
    name: preferencesKey,
    kind: "Local storage",
    category: "Essential",
    provider: "This website",
    purpose: "Stores the choices you make on this page.",
    duration: "Until you change them",
  },
  {
    name: applicationDataKey,
    kind: "Local storage",
    category: "Essential",
    provider: "This website",
    purpose:
      "Keeps the answers you have typed into the application form, so nothing is lost if you go back or reload the page.",
    duration: "1 hour",
  },
  {
    name: applicationIdKey,
    kind: "Local storage",
    category: "Essential",
    provider: "This website",
    purpose: "The reference of your submitted application, so your documents reach the right file.",
    duration: "Until you clear your browser storage",
  },
  {
    name: uploadTokenKey,
    kind: "Local storage",
    category: "Essential",
    provider: "This website",
    purpose: "Lets you, and only you, add documents to the application you submitted.",
    duration: "Until you clear your browser storage",
  },
  {
    name: applicationReceiptCookieName,
    kind: "Cookie",
    category: "Essential",
    provider: "This website",
    purpose:
      "After an application sent without JavaScript, lets the next page add your documents to it.",
    duration: "1 hour",
  },
  {
    name: enquiryReceiptCookieName,
    kind: "Cookie",
    category: "Essential",
    provider: "This website",
    purpose:
      "After a quick quote, lets the next page confirm the amount you asked for and your reference.",
    duration: "1 hour",
  },
  {
    name: basicDataKey,
    kind: "Local storage",
    category: "Essential",
    provider: "This website",
    purpose:
      "Carries the amount, email and phone number from the quick quote form to the next step.",
    duration: "Until you clear your browser storage",
  },
];

/** Google Analytics sets these only when analytics is allowed and a measurement id is set. */
export function analyticsStorage(measurementId: string): StorageEntry[] {
  const containerId = measurementId.replace(/^G-/, "");
  return [
    {
      name: "_ga",
      kind: "Cookie",
      category: "Analytics",
      provider: "Google Analytics",
      purpose: "Distinguishes one visitor from another, without identifying you by name.",
      duration: "2 years",
    },
    {
      name: `_ga_${containerId}`,
      kind: "Cookie",
      category: "Analytics",
      provider: "Google Analytics",
      purpose: "Keeps track of the current visit for our analytics.",
      duration: "2 years",
    },
  ];
}
