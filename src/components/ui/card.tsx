import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/utils";
import { slotted } from "./slotted";

export const Card = slotted(
  "div",
  "card",
  "flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-sm",
);

export const CardHeader = slotted("div", "card-header", "flex flex-col gap-1.5 px-6");

/** A heading: h2 by default, `as="h1"` when the card is the page's main content. */
export function CardTitle({
  className,
  as: Heading = "h2",
  ...props
}: ComponentProps<"h2"> & { as?: "h1" | "h2" | "h3" }) {
  return <Heading data-slot="card-title" className={cn("leading-none font-semibold", className)} {...props} />;
}

export const CardDescription = slotted("p", "card-description", "text-sm text-muted-foreground");

export const CardContent = slotted("div", "card-content", "px-6");

export const CardFooter = slotted("div", "card-footer", "flex items-center px-6");

type TitledCardProps = {
  title: ReactNode;
  description?: ReactNode;
  /** The classes of the content below the header. */
  className?: string;
  children: ReactNode;
};

/** A card with a header (its h2 title and an optional description) above its content. */
export function TitledCard({ title, description, className, children }: TitledCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className={className}>{children}</CardContent>
    </Card>
  );
}
