import { describe, expect, test } from "vitest";
import { defaultSiteConfig } from "#app/config/site.ts";
import { pages, pageFor } from "#app/content/pages.ts";
import { metaForPage, shareImagePath } from "#app/lib/meta.ts";

const property = (tags: ReturnType<typeof metaForPage>, name: string) => {
  const tag = tags.find((candidate) => "property" in candidate && candidate.property === name);
  return tag && "content" in tag ? tag.content : undefined;
};

describe("share cards", () => {
  test("each page names its own card, under /og/, and says its size and what it shows", () => {
    const images = pages.map((entry) => shareImagePath(entry.path));
    expect(new Set(images).size).toBe(pages.length);
    for (const image of images) expect(image).toMatch(/^\/og\/[a-z0-9-]+\.png$/);

    const tags = metaForPage(pageFor("/industries/law-firms"), defaultSiteConfig);
    expect(property(tags, "og:image")).toBe(
      `${defaultSiteConfig.origin}/og/industries-law-firms.png`,
    );
    expect(property(tags, "og:image:width")).toBe("1200");
    expect(property(tags, "og:image:height")).toBe("630");
    expect(property(tags, "og:image:alt")).toBe(pageFor("/industries/law-firms").h1);
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(shareImagePath("/")).toBe("/og/home.png");
  });
});
