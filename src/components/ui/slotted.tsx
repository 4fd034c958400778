import { createElement, type ComponentProps, type JSX } from "react";
import { cn } from "@/lib/utils";

/**
 * A plain element with its `data-slot` and its base classes, the caller's classes added: what most parts of a card,
 * a table or an alert are, written once.
 */
export function slotted<Tag extends keyof JSX.IntrinsicElements>(tag: Tag, slot: string, base: string) {
  function Slotted({ className, ...props }: ComponentProps<Tag> & { className?: string }) {
    return createElement(tag, { "data-slot": slot, className: cn(base, className), ...props });
  }
  Slotted.displayName = slot;
  return Slotted;
}
