"use client";

import type { ReactNode } from "react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { formatBytes } from "@/lib/download/download";
import type { AuditEntryOutput } from "@/server/audit/schema";
import type { FieldSpec, RefKind } from "@/server/audit/fields";
import { enumLabelKey } from "./enum-label";
import { recurrenceText } from "./recurrence-text";
import { showValue } from "./diff";

type Props = { spec: FieldSpec | undefined; value: unknown; entry: AuditEntryOutput };

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
const isEmpty = (value: unknown) => value === null || value === "" || (Array.isArray(value) && value.length === 0);

/** A list of values, one a line; a single one as it is. */
function Lines({ items }: { items: ReactNode[] }) {
  if (items.length === 1) return <span className="wrap-anywhere whitespace-pre-wrap">{items[0]}</span>;
  return (
    <ul className="grid gap-1">
      {items.map((item, i) => (
        <li key={i} className="wrap-anywhere whitespace-pre-wrap">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** One side of a changed field, as the area's form shows it: labels for enums, names for ids, the school's time. */
export function FieldValue({ spec, value, entry }: Props) {
  const t = useTranslations();
  const format = useFormatter();
  const locale = useLocale();
  if (value === undefined) return <span className="text-muted-foreground italic">{t("audit.diff.absent")}</span>;
  if (isEmpty(value)) return <span className="text-muted-foreground">{t("audit.diff.empty")}</span>;
  const time = (iso: unknown) =>
    typeof iso === "string"
      ? format.dateTime(new Date(iso), { dateStyle: "short", timeStyle: "short", timeZone: entry.time_zone })
      : "";
  const nameOf = (kind: RefKind, id: unknown) => entry.names[`${kind}:${String(id)}`] ?? t("audit.diff.unreadable");

  switch (spec?.kind) {
    case "text":
      return <span className="wrap-anywhere">{String(value)}</span>;
    case "long":
      return <span className="wrap-anywhere whitespace-pre-wrap">{String(value)}</span>;
    case "time":
      return <time dateTime={String(value)}>{time(value)}</time>;
    case "bool":
      return <>{t(value ? "audit.diff.yes" : "audit.diff.no")}</>;
    case "number":
      return <>{format.number(Number(value))}</>;
    case "bytes":
      return <>{formatBytes(Number(value), locale)}</>;
    case "minutes":
      return <>{t("audit.diff.minutes", { count: Number(value) })}</>;
    case "count":
      return <>{t("audit.diff.questions", { count: list(value).length })}</>;
    case "places":
      return <>{list(value).map(Number).join(", ")}</>;
    case "ref":
      return <Lines items={list(value).map((id) => nameOf(spec.ref, id))} />;
    case "named":
      return <Lines items={list(value).map((v) => (v as { name?: string })?.name ?? "")} />;
    case "enum":
      return <Lines items={list(value).map((v) => t(enumLabelKey(spec.values, String(v))))} />;
    case "answers":
      return (
        <Lines
          items={list(value).map((a) => {
            const answer = a as { description?: string; is_correct_answer?: boolean };
            const mark = t(answer.is_correct_answer ? "questionsImport.correct" : "questionsImport.wrong");
            return `${mark}: ${answer.description ?? ""}`;
          })}
        />
      );
    case "windows":
      return (
        <Lines
          items={list(value).map((w) => {
            const window = w as Record<string, unknown>;
            const groups = list(window.group_ids).map((id) => nameOf("group", id));
            const flags = [
              window.instant_answer_feedback && t("exams.flagFeedback"),
              window.allow_multiple_answers && t("exams.flagMultiple"),
              window.is_readonly && t("exams.flagReadonly"),
            ].filter(Boolean);
            const range = `${time(window.available_after)} – ${time(window.available_before)}`;
            return [groups.join(", "), range, ...flags].join(" · ");
          })}
        />
      );
    case "recurrence": {
      const timeZone = entry.time_zone;
      const words = recurrenceText(String(value), {
        t: (key, values) => t(`audit.recurrence.${key}`, values),
        locale,
        timeZone,
      });
      return words ? <span>{words}</span> : <span className="font-mono text-xs wrap-anywhere">{String(value)}</span>;
    }
    default:
      return <span className="font-mono text-xs wrap-anywhere whitespace-pre-wrap">{showValue(value)}</span>;
  }
}
