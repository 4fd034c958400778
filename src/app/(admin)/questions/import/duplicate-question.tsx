"use client";

import Link from "next/link";
import { Copy } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { ImportPreview } from "@/server/questions-db/interchange-schema";
import { PlacedItem } from "./placed-item";

type Props = { duplicate: ImportPreview["duplicates"][number]; unit: "line" | "row" };

/** A question of the file the bank already has: where it is, its title, and the bank's question to open. */
export function DuplicateQuestion({ duplicate, unit }: Props) {
  const t = useTranslations("questionsImport");
  const badge = (
    <Badge variant="outline">
      <Copy className="size-3" aria-hidden />
      {t("duplicate")}
    </Badge>
  );
  return (
    <PlacedItem at={duplicate.at} unit={unit} title={duplicate.title} badge={badge} className="border border-dashed">
      <Link
        href={`/questions/${duplicate.question_id}`}
        target="_blank"
        className="justify-self-start text-sm font-medium underline underline-offset-4 hover:text-primary"
      >
        {t("openDuplicate")}
      </Link>
    </PlacedItem>
  );
}
