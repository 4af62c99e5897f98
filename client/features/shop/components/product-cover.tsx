import type { ImgHTMLAttributes } from "react";
import { COVER_SIZES_THUMBNAIL } from "#worker/contract/cover-sizes";
import { coverSrcset, type ProductCover as Cover } from "#worker/contract/shop-fields";

/**
 * A product's cover from the catalogue: intrinsic width and height, so its box is reserved
 * before it loads; lazy unless it is on the first screen. `priority` is for the product
 * page's cover, its largest paint. `decorative` drops the alt where a link beside it already
 * names the product (the grid's cards).
 */
export function ProductCoverImage({
  cover,
  eager = false,
  priority = false,
  decorative = false,
  sizes = COVER_SIZES_THUMBNAIL,
  ...props
}: { cover: Cover; eager?: boolean; priority?: boolean; decorative?: boolean } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "alt" | "width" | "height"
>) {
  const early = eager || priority;
  // A cover uploaded from the studio comes in several widths; `sizes` is how wide this place
  // shows it (a thumbnail unless told), so the browser fetches the smallest that is sharp.
  const srcSet = cover.sizes ? coverSrcset(cover.sizes) : undefined;
  return (
    <img
      src={cover.src}
      {...(srcSet ? { srcSet, sizes } : {})}
      width={cover.width}
      height={cover.height}
      alt={decorative ? "" : cover.alt}
      loading={early ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      {...(priority ? { fetchPriority: "high" as const } : {})}
      {...props}
    />
  );
}
