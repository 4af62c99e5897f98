import { useEffect, useState } from "react";
import ConstructionNoticeDialog from "./construction-notice-dialog";
import { rememberNoticeSeen } from "./notice-timer";

/**
 * A document's construction notice: the frame's script schedules it (notice-timer.ts) and
 * loads this island only once it is due and the visitor is free; it opens as it arrives.
 * Nothing on the server (it opens after hydration, so the markup matches).
 */
export function DueConstructionNotice() {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(true), []);
  return (
    <ConstructionNoticeDialog
      open={open}
      onClose={() => {
        rememberNoticeSeen();
        setOpen(false);
      }}
    />
  );
}
