import { describe, expect, test } from "vitest";
import { products } from "#app/content/products.ts";
import {
  featuredReviews,
  featuredStories,
  reviews,
  sectorReview,
  sectorStory,
  successStories,
} from "#app/content/reviews.ts";
import { sectorSlugs } from "#app/paths.ts";

describe("stories and testimonials by industry", () => {
  test("every industry page has its own funded example and testimonial, none shared", () => {
    for (const slug of sectorSlugs) {
      expect(sectorStory(slug)?.sector, slug).toBe(slug);
      expect(sectorReview(slug)?.sector, slug).toBe(slug);
    }
    expect(new Set(successStories.map((story) => story.sector)).size).toBe(successStories.length);
    expect(new Set(reviews.map((review) => review.quote)).size).toBe(reviews.length);
  });

  test("each industry page's story and testimonial speak of one product and one kind of business", () => {
    for (const slug of sectorSlugs) {
      const story = sectorStory(slug)!;
      const review = sectorReview(slug)!;
      expect(review.product, slug).toBe(story.product);
      expect(review.business, slug).toBe(story.business);
    }
  });

  test("each example's amount is one its product lends", () => {
    for (const story of successStories) {
      const { min, max } = products[story.product].figures.amount;
      expect(story.amount, story.business).toBeGreaterThanOrEqual(min);
      expect(story.amount, story.business).toBeLessThanOrEqual(max);
    }
  });

  test("the home page keeps to three stories and six testimonials", () => {
    expect(featuredStories).toHaveLength(3);
    expect(featuredReviews).toHaveLength(6);
    expect(new Set(featuredReviews.map((review) => review.sector)).size).toBe(6);
  });
});
