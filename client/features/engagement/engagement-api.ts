import type { EngageableId, ProductItemId } from "../../../worker/contract/content-items";
import type { CommentView, SavedItem } from "../../../worker/contract/engagement-fields";
import type { Locale } from "../../../worker/contract/locales";
import { api } from "../../lib/api-client";
import { settle } from "../../lib/call-result";

export type { SavedItem };

export interface LikeState {
  itemId: EngageableId;
  count: number;
  liked: boolean;
}

/**
 * Calls of the likes, wishlist and comments endpoints, each settled to a CallResult. The
 * wishlist answers name each product in `locale`, so every call of it says which.
 */
export const engagementApi = {
  likeStates: (items: EngageableId[]) =>
    settle<{ items: LikeState[] }>(() => api.likes.$get({ query: { items: items.join(",") } })),
  setLike: (itemId: EngageableId, liked: boolean) =>
    settle<LikeState>(() =>
      liked ? api.likes[":itemId"].$put({ param: { itemId } }) : api.likes[":itemId"].$delete({ param: { itemId } }),
    ),
  wishlist: (locale: Locale) => settle<{ items: SavedItem[] }>(() => api.wishlist.$get({ query: { locale } })),
  setWishlisted: (itemId: ProductItemId, wanted: boolean, locale: Locale) =>
    settle<{ items: SavedItem[] }>(() =>
      wanted
        ? api.wishlist[":itemId"].$put({ param: { itemId }, query: { locale } })
        : api.wishlist[":itemId"].$delete({ param: { itemId }, query: { locale } }),
    ),
  comments: (itemId: EngageableId, before?: string) =>
    settle<{ comments: CommentView[]; hasEarlier: boolean }>(() =>
      api.comments.$get({ query: { item: itemId, ...(before ? { before } : {}) } }),
    ),
  postComment: (itemId: EngageableId, body: string) =>
    settle<CommentView>(() => api.comments.$post({ json: { itemId, body } })),
  editComment: (id: string, body: string) =>
    settle<CommentView>(() => api.comments[":id"].$patch({ param: { id }, json: { body } })),
  deleteComment: (id: string) => settle<void>(() => api.comments[":id"].$delete({ param: { id } })),
  reportComment: (id: string) => settle<{ reported: true }>(() => api.comments[":id"].report.$post({ param: { id } })),
};
