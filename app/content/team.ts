/**
 * The team (specification §3): three directors and four brokers. The people are placeholders
 * until the firm's own are published, and every page that lists them says so
 * (`teamProfilesNote`). A member's `photo` is shown when present; without one the card draws a
 * monogram portrait from `initials`.
 */
export type TeamPhoto = { src: string; width: number; height: number; alt: string };

export type TeamMember = {
  name: string;
  title: "Director" | "Broker";
  /** What the person does, shown on the card ("Compliance Director"). */
  role: string;
  initials: string;
  description: string;
  /** Whole years working in lending or finance broking; not shown when absent. */
  yearsInIndustry?: number;
  photo?: TeamPhoto;
};

export const teamProfilesNote =
  "Illustrative team profiles: the names, roles and careers shown are placeholders until our team's own are published.";

export const teamMembers: TeamMember[] = [
  {
    name: "Richard Hale",
    title: "Director",
    role: "Managing Director",
    initials: "RH",
    yearsInIndustry: 24,
    description:
      "Founded the business after twenty years in commercial banking. Leads our lender relationships.",
  },
  {
    name: "Amanda Clarke",
    title: "Director",
    role: "Compliance Director",
    initials: "AC",
    yearsInIndustry: 18,
    description:
      "Oversees compliance and customer outcomes, making sure every recommendation is fair and clear.",
  },
  {
    name: "Tom Bennett",
    title: "Director",
    role: "Operations Director",
    initials: "TB",
    yearsInIndustry: 15,
    description:
      "Runs operations and the broker team, with a background in asset and property finance.",
  },
  {
    name: "Sophie Evans",
    title: "Broker",
    role: "Senior Broker",
    initials: "SE",
    yearsInIndustry: 9,
    description: "Specialises in working capital and same-day funding for hospitality and retail.",
  },
  {
    name: "Jack Morgan",
    title: "Broker",
    role: "Asset Finance Broker",
    initials: "JM",
    yearsInIndustry: 11,
    description:
      "Looks after construction and transport clients, from asset finance to VAT funding.",
  },
  {
    name: "Aisha Patel",
    title: "Broker",
    role: "Broker, Professional Practices",
    initials: "AP",
    yearsInIndustry: 7,
    description: "Helps professional practices and healthcare providers fund growth and equipment.",
  },
  {
    name: "Liam Hughes",
    title: "Broker",
    role: "Specialist Finance Broker",
    initials: "LH",
    yearsInIndustry: 6,
    description: "Finds options for businesses with a difficult credit history or a bank decline.",
  },
];

export const directors = teamMembers.filter((member) => member.title === "Director");
export const brokers = teamMembers.filter((member) => member.title === "Broker");

/** "24 years in the industry", or nothing when the content gives no figure. */
export function yearsInIndustryText(member: TeamMember): string | null {
  const years = member.yearsInIndustry;
  if (years === undefined) return null;
  return `${years} ${years === 1 ? "year" : "years"} in the industry`;
}
