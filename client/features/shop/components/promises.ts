import type { ComponentType, SVGProps } from "react";
import { DownloadIcon } from "#client/components/ui/icons";
import { BookmarkIcon, LockIcon } from "./shop-icons";
import type { ShopLabel } from "../labels";

interface ShopPromise {
  title: ShopLabel;
  text: ShopLabel;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** The store's promises: instant download, secure card and wallet payment, files kept. */
export const SHOP_PROMISES: readonly ShopPromise[] = [
  { title: "instantDownload", text: "instantDownloadText", Icon: DownloadIcon },
  { title: "securePayment", text: "securePaymentText", Icon: LockIcon },
  { title: "yoursToKeep", text: "yoursToKeepText", Icon: BookmarkIcon },
];

/** The ones that matter where the reader decides to pay: the download and the payment. */
export const CHECKOUT_PROMISES = SHOP_PROMISES.slice(0, 2);
