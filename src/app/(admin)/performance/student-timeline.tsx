"use client";

import { useEffect, useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import { CircleCheck, CircleX, Eye, X } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { MarkdownExcerpt } from "@/components/markdown/markdown-excerpt";
import { useTRPC } from "@/lib/trpc/client";
import { fullName, type Student } from "./columns";
import type { toQuery } from "./to-query";

type Props = {
  student: Student | null;
  /** The page's filters: the timeline shows the events they let through. */
  query: ReturnType<typeof toQuery>;
  onClose: () => void;
  examNames: ReadonlyMap<string, string>;
  quizNames: ReadonlyMap<string, string>;
};

const icons = { QUESTION_VIEW: Eye, CORRECT_ANSWER: CircleCheck, WRONG_ANSWER: CircleX } as const;
const iconColor = {
  QUESTION_VIEW: "text-muted-foreground",
  CORRECT_ANSWER: "text-success",
  WRONG_ANSWER: "text-destructive",
} as const;

/**
 * A modal dialog (native <dialog>: focus trap and Escape for free) with a student's events in
 * order, loaded when it opens.
 */
export function StudentTimeline({ student, query, onClose, examNames, quizNames }: Props) {
  const t = useTranslations("performance");
  const tCommon = useTranslations("common");
  const trpc = useTRPC();
  const events = useQuery({
    ...trpc.performance.studentEvents.queryOptions({ ...query, student_id: student?.id ?? "" }),
    enabled: student !== null,
  });
  const format = useFormatter();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (student && !element.open) element.showModal();
    if (!student && element.open) element.close();
  }, [student]);

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="timeline-title"
      className="m-auto max-h-[85vh] w-[calc(100%-2rem)] max-w-3xl overflow-y-auto overscroll-contain rounded-xl border bg-card p-0 text-card-foreground shadow-lg backdrop:bg-black/50"
    >
      {student && (
        <div className="grid gap-4 p-6">
          <div className="flex items-start justify-between gap-4">
            <div className="grid gap-1">
              <h2 id="timeline-title" className="text-lg font-semibold">
                {t("timelineTitle", { name: fullName(student) })}
              </h2>
              {events.data && (
                <p className="text-sm text-muted-foreground">{t("timelineHint", { count: events.data.length })}</p>
              )}
            </div>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t("close")}
              onClick={() => dialog.current?.close()}
            >
              <X aria-hidden />
            </Button>
          </div>
          {events.isPending ? (
            <p className="text-sm text-muted-foreground">{tCommon("loading")}</p>
          ) : events.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {t("loadFailed")}
            </p>
          ) : events.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("timelineEmpty")}</p>
          ) : (
            <ol aria-label={t("timelineLabel")} className="grid gap-2">
              {events.data.map((event, index) => {
                const Icon = icons[event.event];
                const context = event.exam_id
                  ? t("contextExam", { name: examNames.get(event.exam_id) ?? event.exam_id })
                  : event.quiz_id
                    ? t("contextQuiz", { name: quizNames.get(event.quiz_id) ?? event.quiz_id })
                    : t("contextFree");
                return (
                  <li
                    key={index}
                    className="grid grid-cols-[1.25rem_minmax(0,1fr)] gap-x-3 gap-y-0.5 border-l-2 pb-2 pl-3 text-sm"
                  >
                    <Icon className={`row-span-2 mt-0.5 size-4 ${iconColor[event.event]}`} aria-hidden />
                    <p>
                      <span className="font-medium">{t(`events.${event.event}`)}</span>
                      {" · "}
                      <time dateTime={event.created_at}>
                        {format.dateTime(new Date(event.created_at), { dateStyle: "short", timeStyle: "medium" })}
                      </time>
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {context} · {t("questionId")}{" "}
                      <MarkdownExcerpt source={event.question_text} className="line-clamp-2 inline" />
                    </p>
                  </li>
                );
              })}
            </ol>
          )}
        </div>
      )}
    </dialog>
  );
}
