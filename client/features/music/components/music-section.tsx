import type { ComponentProps } from "react";
import { PageSection } from "#client/components/ui/page-section";

/** A band of a music page (the music pages use the narrower container). */
export function MusicSection(props: ComponentProps<typeof PageSection>) {
  return <PageSection maxWidth="6xl" {...props} />;
}
