import type { ContentItemId } from "../../../worker/contract/content-items";
import type { CommentView } from "../../../worker/contract/engagement-fields";
import { api } from "../../lib/api-client";
import { settle } from "../../lib/call-result";

export interface LikeState {
  itemId: ContentItemId;
  count: number;
  liked: boolean;
}
export interface SavedItem {
  itemId: ContentItemId;
  addedAt: string;
}

/** Calls of the likes, wishlist and comments endpoints, each settled to a CallResult. */
export const engagementApi = {
  likeStates: (items: ContentItemId[]) => settle<{ items: LikeState[] }>(() => api.likes.$get({ query: { items: items.join(",") } })),
  setLike: (itemId: ContentItemId, liked: boolean) =>
    settle<LikeState>(() => (liked ? api.likes[":itemId"].$put({ param: { itemId } }) : api.likes[":itemId"].$delete({ param: { itemId } }))),
  wishlist: () => settle<{ items: SavedItem[] }>(() => api.wishlist.$get()),
  setWishlisted: (itemId: ContentItemId, wanted: boolean) =>
    settle<{ items: SavedItem[] }>(() =>
      wanted ? api.wishlist[":itemId"].$put({ param: { itemId } }) : api.wishlist[":itemId"].$delete({ param: { itemId } }),
    ),
  comments: (itemId: ContentItemId, before?: string) =>
    settle<{ comments: CommentView[]; hasEarlier: boolean }>(() => api.comments.$get({ query: { item: itemId, ...(before ? { before } : {}) } })),
  postComment: (itemId: ContentItemId, body: string) => settle<CommentView>(() => api.comments.$post({ json: { itemId, body } })),
  editComment: (id: string, body: string) => settle<CommentView>(() => api.comments[":id"].$patch({ param: { id }, json: { body } })),
  deleteComment: (id: string) => settle<void>(() => api.comments[":id"].$delete({ param: { id } })),
  reportComment: (id: string) => settle<{ reported: true }>(() => api.comments[":id"].report.$post({ param: { id } })),
};
