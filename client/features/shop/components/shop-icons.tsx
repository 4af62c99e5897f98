import type { SVGProps } from "react";
import { Icon } from "#client/components/ui/icon";

/** Icons only the shop draws. */
export const FileIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon width="18" height="18" {...p}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h4" />
  </Icon>
);
export const LockIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon xmlns={undefined} {...p}>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </Icon>
);
export const BookmarkIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon xmlns={undefined} {...p}>
    <path d="M6 3.5h12v17l-6-4-6 4Z" />
  </Icon>
);
