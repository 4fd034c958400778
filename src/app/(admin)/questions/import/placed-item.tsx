"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import { PlaceLabel } from "./place-label";

type Props = {
  at: number;
  unit: "line" | "row";
  title: string;
  /** What became of it, beside its place. */
  badge: ReactNode;
  className: string;
  children: ReactNode;
};

/** A question of the file the import leaves out: where it is, what became of it, its title, then why. */
export function PlacedItem({ at, unit, title, badge, className, children }: Props) {
  const t = useTranslations("questionsImport");
  return (
    <article aria-labelledby={`import-item-${at}`} className={cn("grid gap-2 rounded-lg p-4", className)}>
      <div className="flex flex-wrap items-center gap-2">
        <PlaceLabel at={at} unit={unit} />
        {badge}
      </div>
      <h3 id={`import-item-${at}`} className="font-semibold break-words">
        {title || t("untitled")}
      </h3>
      {children}
    </article>
  );
}
