import { createContext, useContext, type ReactNode } from "react";
import type { ProductDetail } from "#worker/contract/shop-fields";

/**
 * What the studio draws with other features' parts, handed in by the page that composes them
 * (features are islands): the catalogue's preview is the shop's own product page.
 */
export interface StudioSlots {
  /**
   * The product's public page for `product` as the catalogue would sell it, titled by
   * `headingId`, with `actionsNote` where the buying actions go.
   */
  productPreview: (product: ProductDetail, headingId: string, actionsNote: ReactNode) => ReactNode;
}

export const StudioSlotsContext = createContext<StudioSlots | null>(null);

export function useStudioSlots(): StudioSlots {
  const slots = useContext(StudioSlotsContext);
  if (!slots) throw new Error("The studio's sections are drawn inside StudioScreen, which the page gives its slots.");
  return slots;
}
