import type { ComponentProps } from "react";
import { PageSection } from "#client/components/ui/page-section";

/** A band of a career page: tighter spacing than the book and music pages. */
export function CareerSection(props: ComponentProps<typeof PageSection>) {
  return <PageSection spacing="compact" {...props} />;
}
