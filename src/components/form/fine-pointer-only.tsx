import type { ReactNode } from "react";

/**
 * Words for a mouse and a keyboard ("Use Ctrl (ou ⌘)…"), shown only where the main pointer is fine: on a phone or
 * a tablet a multiple select opens the system's picker, where each option is a tap. Hidden, it is no part of the
 * control's description either.
 */
export function FinePointerOnly({ children }: { children: ReactNode }) {
  return <span className="hidden pointer-fine:inline">{children}</span>;
}
