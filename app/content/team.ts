/** The team (specification §3): three directors and four brokers. */
export type TeamMember = {
  name: string;
  title: "Director" | "Broker";
  initials: string;
  description: string;
  image?: { src: string; width: number; height: number };
};

export const teamMembers: TeamMember[] = [
  {
    name: "Richard Hale",
    title: "Director",
    initials: "RH",
    description:
      "Founded the business after twenty years in commercial banking. Leads our lender relationships.",
  },
  {
    name: "Amanda Clarke",
    title: "Director",
    initials: "AC",
    description:
      "Oversees compliance and customer outcomes, making sure every recommendation is fair and clear.",
  },
  {
    name: "Tom Bennett",
    title: "Director",
    initials: "TB",
    description:
      "Runs operations and the broker team, with a background in asset and property finance.",
  },
  {
    name: "Sophie Evans",
    title: "Broker",
    initials: "SE",
    description: "Specialises in working capital and same-day funding for hospitality and retail.",
  },
  {
    name: "Jack Morgan",
    title: "Broker",
    initials: "JM",
    description:
      "Looks after construction and transport clients, from asset finance to VAT funding.",
  },
  {
    name: "Aisha Patel",
    title: "Broker",
    initials: "AP",
    description: "Helps professional practices and healthcare providers fund growth and equipment.",
  },
  {
    name: "Liam Hughes",
    title: "Broker",
    initials: "LH",
    description: "Finds options for businesses with a difficult credit history or a bank decline.",
  },
];

export const directors = teamMembers.filter((member) => member.title === "Director");
export const brokers = teamMembers.filter((member) => member.title === "Broker");
