import { PageIntro } from "../features/content/page-intro";

export default function PortfolioGalleryPage() {
  return <PageIntro pageId="portfolioGallery" />;
}
