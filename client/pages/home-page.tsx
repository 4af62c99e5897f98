import { lazy } from "react";
import { Deferred } from "../components/ui/deferred";
import { PageIntro } from "../features/content/page-intro";

// Far below the fold: its code loads as the visitor scrolls towards it, or when the browser is idle.
const ConnectSection = lazy(() =>
  import("../features/lead-capture/components/connect-section").then((m) => ({ default: m.ConnectSection })),
);

export default function HomePage() {
  return (
    <>
      <PageIntro pageId="home" hero />
      <Deferred fallback={<div aria-hidden="true" className="min-h-[56rem] bg-white lg:min-h-[44rem]" />}>
        <ConnectSection />
      </Deferred>
    </>
  );
}
