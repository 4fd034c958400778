"use client";

import { useEffect, useRef, useState, type ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { slotted } from "./slotted";

/**
 * A table wider than its box scrolls sideways; the box then takes the focus, so that the keyboard scrolls it too
 * (a table of plain text has nothing else to focus). It is no tab stop while everything fits.
 */
export function Table({ className, ...props }: ComponentProps<"table">) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setScrolls(element.scrollWidth > element.clientWidth));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={box}
      data-slot="table-container"
      tabIndex={scrolls ? 0 : undefined}
      className="relative w-full overflow-x-auto rounded-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <table data-slot="table" className={cn("w-full caption-bottom text-sm", className)} {...props} />
    </div>
  );
}

export const TableHeader = slotted("thead", "table-header", "[&_tr]:border-b");

export const TableBody = slotted("tbody", "table-body", "[&_tr:last-child]:border-0");

export const TableRow = slotted("tr", "table-row", "border-b transition-colors hover:bg-muted/50");

export const TableHead = slotted(
  "th",
  "table-head",
  "h-10 px-2 text-left align-middle font-medium whitespace-nowrap text-muted-foreground",
);

export const TableCell = slotted("td", "table-cell", "p-2 align-middle whitespace-nowrap");

export const TableCaption = slotted("caption", "table-caption", "mt-4 text-sm text-muted-foreground");
