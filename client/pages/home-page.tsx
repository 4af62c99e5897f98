import { PageIntro } from "../features/content/page-intro";
import { ConnectSection } from "../features/lead-capture/components/connect-section";

export default function HomePage() {
  return (
    <>
      <PageIntro pageId="home" hero />
      <ConnectSection />
    </>
  );
}
