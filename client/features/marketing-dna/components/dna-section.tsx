import type { ComponentProps } from "react";
import { PageSection } from "#client/components/ui/page-section";

/** A band of /marketing-dna: the career pages' tighter spacing. */
export function DnaSection(props: ComponentProps<typeof PageSection>) {
  return <PageSection spacing="compact" {...props} />;
}
