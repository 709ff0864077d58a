import type { Illustration as Drawing } from "#app/content/illustrations.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * A decorative drawing: the text beside it says the same, so assistive technology skips it
 * (alt=""). Its width and height attributes reserve its space before it loads, and it loads
 * only near the viewport; a `hidden` class keeps it from loading at all where it is not shown.
 */
export function Illustration({ image, className }: { image: Drawing; className?: string }) {
  return (
    <img
      data-slot="illustration"
      src={image.src}
      width={image.width}
      height={image.height}
      alt=""
      loading="lazy"
      decoding="async"
      className={cn("h-auto w-full select-none", className)}
    />
  );
}
