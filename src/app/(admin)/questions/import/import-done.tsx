"use client";

import { useEffect, useRef, type ReactNode } from "react";
import Link from "next/link";
import { CircleCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button, buttonVariants } from "@/components/ui/button";
import type { ImportResult } from "@/server/questions-db/interchange-schema";
import { DuplicateQuestion } from "./duplicate-question";
import { RefusedQuestion } from "./refused-question";
import { useImportOutcome } from "./use-import-outcome";

type Props = {
  created: number;
  /** The refused questions left out (skip_refused): each where it is in the file, and why. */
  skipped: ImportResult["skipped"];
  /** The questions the bank already had, not created again: each with the bank's question to open. */
  duplicates: ImportResult["duplicates"];
  unit: "line" | "row";
  listHref: string;
  onAgain: () => void;
};

/** The import went through: how many, a way to see them in the list, and to import another file. */
export function ImportDone({ created, skipped, duplicates, unit, listHref, onAgain }: Props) {
  const t = useTranslations("questionsImport");
  const outcome = useImportOutcome();
  const heading = useRef<HTMLHeadingElement>(null);
  // The preview that had focus is gone: the outcome takes it, so a screen reader reads it.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: "start" });
  }, []);
  return (
    <section aria-labelledby="import-done" className="grid gap-3 rounded-lg border border-success/60 bg-success/5 p-4">
      <h2 id="import-done" ref={heading} tabIndex={-1} className="flex items-center gap-2 font-semibold outline-none">
        <CircleCheck className="size-5 text-success" aria-hidden />
        {outcome({ created, skipped, duplicates })}
      </h2>
      <LeftOut label={t("skippedLabel")} items={skipped}>
        {(refused) => <RefusedQuestion refused={refused} unit={unit} />}
      </LeftOut>
      <LeftOut label={t("duplicatesLabel")} items={duplicates}>
        {(duplicate) => <DuplicateQuestion duplicate={duplicate} unit={unit} />}
      </LeftOut>
      <div className="flex flex-wrap gap-3">
        <Link href={listHref} className={buttonVariants()}>
          {t("openList")}
        </Link>
        <Button type="button" variant="outline" onClick={onAgain}>
          {t("again")}
        </Button>
      </div>
    </section>
  );
}

/** Questions of the file the import left out, each where it is in the file; nothing when there is none. */
function LeftOut<T extends { at: number }>(props: { label: string; items: T[]; children: (item: T) => ReactNode }) {
  if (!props.items.length) return null;
  return (
    <ol aria-label={props.label} className="grid gap-3">
      {props.items.map((item) => (
        <li key={item.at}>{props.children(item)}</li>
      ))}
    </ol>
  );
}
