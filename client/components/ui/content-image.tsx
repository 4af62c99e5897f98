import type { ImgHTMLAttributes } from "react";
import type { ImageRef } from "#content/types";
import { localized } from "#worker/contract/localized";
import { useI18n } from "../../i18n/i18n-context";

/**
 * An image from the content files: intrinsic width and height (the page reserves its box
 * before it loads), alt text in the visitor's language, lazy below the fold. `priority` is for
 * the one image that may be the largest paint: loaded eagerly and fetched first.
 */
export function ContentImage({
  image,
  priority = false,
  decorative = false,
  ...props
}: { image: ImageRef; priority?: boolean; decorative?: boolean } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "alt"
>) {
  const { locale } = useI18n();
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={decorative ? "" : localized(image.alt, locale)}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      {...(priority ? { fetchPriority: "high" as const } : {})}
      {...props}
    />
  );
}
