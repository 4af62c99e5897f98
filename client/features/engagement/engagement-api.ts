import type { EngageableId, ProductItemId } from "#worker/contract/content-items";
import type { Locale } from "#worker/contract/locales";
import { api } from "../../lib/api-client";
import { settle } from "../../lib/call-result";

/**
 * Calls of the likes, wishlist and comments endpoints, each settled to a CallResult. The
 * wishlist answers name each product in `locale`, so every call of it says which.
 */
export const engagementApi = {
  likeStates: (items: EngageableId[]) => settle(() => api.likes.$get({ query: { items: items.join(",") } })),
  setLike: (itemId: EngageableId, liked: boolean) =>
    settle(() =>
      liked ? api.likes[":itemId"].$put({ param: { itemId } }) : api.likes[":itemId"].$delete({ param: { itemId } }),
    ),
  wishlist: (locale: Locale) => settle(() => api.wishlist.$get({ query: { locale } })),
  setWishlisted: (itemId: ProductItemId, wanted: boolean, locale: Locale) =>
    settle(() =>
      wanted
        ? api.wishlist[":itemId"].$put({ param: { itemId }, query: { locale } })
        : api.wishlist[":itemId"].$delete({ param: { itemId }, query: { locale } }),
    ),
  comments: (itemId: EngageableId, before?: string) =>
    settle(() => api.comments.$get({ query: { item: itemId, ...(before ? { before } : {}) } })),
  postComment: (itemId: EngageableId, body: string) => settle(() => api.comments.$post({ json: { itemId, body } })),
  editComment: (id: string, body: string) =>
    settle(() => api.comments[":id"].$patch({ param: { id }, json: { body } })),
  deleteComment: (id: string) => settle(() => api.comments[":id"].$delete({ param: { id } })),
  reportComment: (id: string) => settle(() => api.comments[":id"].report.$post({ param: { id } })),
};
