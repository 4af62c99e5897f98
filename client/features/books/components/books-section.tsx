import type { ComponentProps } from "react";
import { PageSection } from "#client/components/ui/page-section";

/** A band of a book page (the book pages use the narrower container). */
export function BooksSection(props: ComponentProps<typeof PageSection>) {
  return <PageSection maxWidth="6xl" {...props} />;
}
