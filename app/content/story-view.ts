import type { IconName } from "#app/content/icons.ts";
import { products } from "#app/content/products.ts";
import type { SuccessStory } from "#app/content/reviews.ts";
import { sectors } from "#app/content/sectors.ts";

/**
 * A story with the names its card shows, so a page that sends its stories as data need not
 * carry the product catalogue and the sector list in its script to name them.
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
    productName: products[story.product].name,
    sectorName: sector.name,
    sectorIcon: sector.icon,
  };
}
