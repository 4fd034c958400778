import type { ComponentProps } from "react";
import { ArrowDown, ArrowUp } from "lucide-react";
import { Button } from "@/components/ui/button";

type Props = Omit<ComponentProps<typeof Button>, "type" | "variant" | "size" | "children"> & {
  direction: "up" | "down";
};

/** The icon button that moves an entry of a list one place up or down; its aria-label says which entry. */
export function MoveButton({ direction, ...props }: Props) {
  const Icon = direction === "up" ? ArrowUp : ArrowDown;
  return (
    <Button type="button" variant="outline" size="icon" {...props}>
      <Icon aria-hidden />
    </Button>
  );
}
