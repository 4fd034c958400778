"use client";

import { useState } from "react";
import { SlidersHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * Filters that fold away on a phone, so the list is in sight: `field` is the class of each folding field (shown
 * from `sm` up whatever the fold), `toggle` the button's props.
 */
export function useFilterFold(startUnfolded: boolean) {
  const [unfolded, setUnfolded] = useState(startUnfolded);
  const field = cn("gap-1", !unfolded && "hidden sm:grid");
  return { unfolded, field, toggle: { unfolded, onToggle: () => setUnfolded(!unfolded) } };
}

type Props = { unfolded: boolean; onToggle: () => void; more: string; fewer: string };

/** The phone's button that shows or hides the folding filters; `more` says how many are set. */
export function FilterFoldToggle({ unfolded, onToggle, more, fewer }: Props) {
  return (
    <Button
      type="button"
      variant="outline"
      className="justify-self-start sm:hidden"
      aria-expanded={unfolded}
      onClick={onToggle}
    >
      <SlidersHorizontal aria-hidden />
      {unfolded ? fewer : more}
    </Button>
  );
}
