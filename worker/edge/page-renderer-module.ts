/**
 * What `@la-bodega/page-renderer` exports, as the Worker's TypeScript sees it (tsconfig paths).
 * Vite and vitest resolve the alias to client/prerender/render-page.tsx, whose export is typed
 * with the same contract.
 */
import type {
  RenderDocumentOpening,
  RenderProductOpening,
  RenderSampleChapterOpening,
  RenderShopOpening,
} from "../contract/page-renderer";

export declare const renderProductOpening: RenderProductOpening;
export declare const renderShopOpening: RenderShopOpening;
export declare const renderDocumentOpening: RenderDocumentOpening;
export declare const renderSampleChapterOpening: RenderSampleChapterOpening;
