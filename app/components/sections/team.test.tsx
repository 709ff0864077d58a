// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { PersonCard, TeamGrid, TeamShowcase } from "#app/components/sections/team.tsx";
import { teamMembers, teamProfilesNote, type TeamMember } from "#app/content/team.ts";

afterEach(cleanup);

const withoutPhoto: TeamMember = {
  name: "Priya Shah",
  title: "Broker",
  role: "Senior Broker",
  initials: "PS",
  yearsInIndustry: 12,
  description: "Looks after hospitality clients.",
};

describe("person card", () => {
  test("shows the person's role and years in the industry", () => {
    render(<PersonCard member={withoutPhoto} />);
    const card = screen.getByRole("article");
    expect(within(card).getByRole("heading", { name: "Priya Shah" })).toBeTruthy();
    expect(within(card).getByText("Senior Broker")).toBeTruthy();
    expect(within(card).getByText("12 years in the industry")).toBeTruthy();
  });

  test("without a photo: a drawn monogram portrait, hidden from screen readers, and no image", () => {
    render(<PersonCard member={withoutPhoto} />);
    const card = screen.getByRole("article");
    expect(within(card).queryByRole("img")).toBeNull();
    const portrait = card.querySelector('[data-slot="monogram-portrait"]');
    expect(portrait?.getAttribute("aria-hidden")).toBe("true");
    expect(portrait?.textContent).toBe("PS");
    // Designed, not bare initials: a gradient tile the portrait's own id refers to.
    const gradient = portrait?.querySelector("linearGradient");
    expect(gradient?.id).toBeTruthy();
    expect(portrait?.querySelector("rect")?.getAttribute("fill")).toBe(`url(#${gradient?.id})`);
  });

  test("with a photo: the photo at its fixed size, described, loaded lazily", () => {
    render(
      <PersonCard
        member={{
          ...withoutPhoto,
          photo: { src: "/images/team/priya.jpg", width: 192, height: 192, alt: "Priya Shah" },
        }}
      />,
    );
    const photo = screen.getByRole("img", { name: "Priya Shah" });
    expect(photo.getAttribute("src")).toBe("/images/team/priya.jpg");
    expect(photo.getAttribute("width")).toBe("192");
    expect(photo.getAttribute("height")).toBe("192");
    expect(photo.getAttribute("loading")).toBe("lazy");
    expect(document.querySelector('[data-slot="monogram-portrait"]')).toBeNull();
  });

  test("no years given: no years line", () => {
    const { yearsInIndustry: _, ...member } = withoutPhoto;
    render(<PersonCard member={member} />);
    expect(screen.queryByText(/in the industry/)).toBeNull();
  });

  test("two portraits on a page refer to gradients of their own", () => {
    render(<TeamGrid members={teamMembers.slice(0, 2)} />);
    const ids = [...document.querySelectorAll("linearGradient")].map((gradient) => gradient.id);
    expect(new Set(ids).size).toBe(2);
  });
});

describe("team content", () => {
  test("every member has a role, and years and photos when given are whole and described", () => {
    for (const member of teamMembers) {
      expect(member.role.trim(), member.name).not.toBe("");
      if (member.yearsInIndustry !== undefined) {
        expect(Number.isInteger(member.yearsInIndustry) && member.yearsInIndustry > 0).toBe(true);
      }
      if (member.photo) {
        expect(member.photo.alt.trim(), member.name).not.toBe("");
        expect(member.photo.width).toBeGreaterThan(0);
        expect(member.photo.height).toBeGreaterThan(0);
      }
    }
  });
});

describe("team showcase (the enquiry and results pages)", () => {
  test("says the profiles are illustrative, as the team page does", () => {
    render(<TeamShowcase members={teamMembers} label="Our brokers" />);
    expect(screen.getByText(teamProfilesNote)).toBeTruthy();
  });
});
