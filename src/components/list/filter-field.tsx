import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

type Props = {
  id: string;
  label: string;
  /** Added to the field's classes: a tighter gap, or hidden on a phone. */
  className?: string;
  children: ReactNode;
};

/** One field of a filter bar: its label above its control. */
export function FilterField({ id, label, className, children }: Props) {
  return (
    <div className={cn("grid content-start gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}
