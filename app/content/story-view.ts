import type { IconName } from "#app/content/icons.ts";
import { productNames } from "#app/content/names.ts";
import type { SuccessStory } from "#app/content/reviews.ts";
import { sectors } from "#app/content/sectors.ts";

/**
 * A story with the names its card shows, so a page that sends its stories as data need not
 * carry the sector list in its script to name them. The product's name comes from the names
 * the navigation carries anyway, not from the catalogue.
 */
export type StoryView = SuccessStory & {
  productName: string;
  sectorName: string;
  sectorIcon: IconName;
};

export function storyView(story: SuccessStory): StoryView {
  const sector = sectors[story.sector];
  return {
    ...story,
    productName: productNames[story.product],
    sectorName: sector.name,
    sectorIcon: sector.icon,
  };
}
