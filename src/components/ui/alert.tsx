import type { ComponentProps, ReactNode } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils";
import { slotted } from "./slotted";

const alertVariants = cva(
  "relative grid w-full grid-cols-[0_1fr] items-start gap-y-0.5 rounded-lg border px-4 py-3 text-sm has-[>svg]:grid-cols-[calc(var(--spacing)*4)_1fr] has-[>svg]:gap-x-3 [&>svg]:size-4 [&>svg]:translate-y-0.5 [&>svg]:text-current",
  {
    variants: {
      variant: {
        default: "bg-card text-card-foreground",
        destructive: "border-destructive/40 bg-card text-destructive",
        warning: "border-warning bg-warning/15 text-warning-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

/** `role` defaults to "status"; pass role="alert" for messages that must interrupt, like errors. */
export function Alert({
  className,
  variant,
  role = "status",
  ...props
}: ComponentProps<"div"> & VariantProps<typeof alertVariants>) {
  return <div data-slot="alert" role={role} className={cn(alertVariants({ variant }), className)} {...props} />;
}

export const AlertTitle = slotted("div", "alert-title", "col-start-2 min-h-4 font-medium tracking-tight");

export const AlertDescription = slotted(
  "div",
  "alert-description",
  "col-start-2 grid justify-items-start gap-1 text-sm [&_p]:leading-relaxed",
);

/** An error that interrupts: one message in a destructive alert. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <Alert variant="destructive" role="alert">
      <AlertDescription>{children}</AlertDescription>
    </Alert>
  );
}
