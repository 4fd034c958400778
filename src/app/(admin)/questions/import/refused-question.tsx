"use client";

import { Ban } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { useErrorText } from "@/lib/errors/use-error-text";
import type { ImportPreview } from "@/server/questions-db/interchange-schema";
import { PlacedItem } from "./placed-item";

type Props = { refused: ImportPreview["refused"][number]; unit: "line" | "row" };

/** A question of the file that cannot be imported: where it is, its title, and why, by its code. */
export function RefusedQuestion({ refused, unit }: Props) {
  const t = useTranslations("questionsImport");
  const errorText = useErrorText();
  const badge = (
    <Badge variant="destructive">
      <Ban className="size-3" aria-hidden />
      {t("refused")}
    </Badge>
  );
  return (
    <PlacedItem
      at={refused.at}
      unit={unit}
      title={refused.title}
      badge={badge}
      className="border border-destructive/60 bg-destructive/5"
    >
      <p className="text-sm text-destructive">
        {errorText.issue({ code: refused.code, params: { at: refused.at, title: refused.title } })}
      </p>
    </PlacedItem>
  );
}
