import type { ContentItemId } from "../../../worker/contract/content-items";
import type { CommentView } from "../../../worker/contract/engagement-fields";
import { api } from "../../lib/api-client";
import { settle } from "../../lib/call-result";

export interface OrderSummary {
  id: string;
  status: "pending" | "paid" | "failed" | "refunded";
  currency: string;
  totalCents: number;
  createdAt: string;
  items: { productId: string; title: string; priceCents: number }[];
}

export const accountApi = {
  orders: () => settle<{ orders: OrderSummary[] }>(() => api.account.orders.$get()),
  likes: () => settle<{ items: { itemId: ContentItemId; likedAt: string }[] }>(() => api.account.likes.$get()),
  comments: () => settle<{ comments: CommentView[] }>(() => api.account.comments.$get()),
};
