import { useEffect, type ComponentProps } from "react";
import { Toaster } from "sonner";

/** sonner's Toaster, which reports while it is on the page so queued toasts can go out. */
export default function SonnerToaster({
  onMounted,
  ...props
}: ComponentProps<typeof Toaster> & { onMounted: () => () => void }) {
  useEffect(onMounted, [onMounted]);
  return <Toaster {...props} />;
}
