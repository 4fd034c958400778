import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { MarkdownView } from "@/components/markdown/markdown-view";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/shell/page-header";
import { studentQuestionIdParam } from "@/server/student-questions/read-student-question";
import { openPage } from "@/server/trpc/open-page";
import { backToListHref } from "../list-href";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(" ");

function Step({ title, meta, children }: { title: string; meta?: string; children: ReactNode }) {
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle className="text-base">{title}</CardTitle>
        {meta && <CardDescription>{meta}</CardDescription>}
      </CardHeader>
      <CardContent className="px-4">{children}</CardContent>
    </Card>
  );
}

/**
 * A student's question with its answer thread, read-only, for staff who can read its group: where the questions
 * report's `link` leads when no student app is configured (docs/reports.md). Times are the school's.
 */
export default async function StudentQuestionPage({ params, searchParams }: Props) {
  const { api } = await openPage("studentQuestions.get");
  const t = await getTranslations("studentQuestion");
  const format = await getFormatter();
  const parsed = studentQuestionIdParam.safeParse(await params);
  const question = parsed.success ? await api.studentQuestions.get(parsed.data) : null;
  // Back to the list as it was left (its filters and order) when the question was opened from it.
  const back = { href: backToListHref((await searchParams).from), label: t("backToList") };

  // A question that does not exist, or is outside the caller's groups: the status says so too (not-found.tsx).
  if (!question) notFound();

  const when = (instant: Date | null) =>
    instant ? format.dateTime(instant, { dateStyle: "short", timeStyle: "short", timeZone: question.time_zone }) : "";
  const student = fullName(question.student_first_name, question.student_last_name);
  const teacher = fullName(question.teacher_first_name, question.teacher_last_name);
  const classification = [question.discipline_name, question.subject_name].filter(Boolean).join(" · ");

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader back={back} />
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="secondary">{t(`status.${question.status}`)}</Badge>
          {question.anonymous && <Badge variant="outline">{t("anonymous")}</Badge>}
          <span>{[question.school_name, question.group_name, classification].join(" · ")}</span>
        </div>
        <p className="text-sm text-muted-foreground">{t("readOnly")}</p>
      </div>
      <ol className="grid gap-4" aria-label={t("threadLabel")}>
        <li>
          <Step title={t("question", { student })} meta={when(question.created_at)}>
            <MarkdownView source={question.description} />
          </Step>
        </li>
        {question.answer_description && (
          <li>
            <Step title={t("answer", { teacher: teacher || t("noTeacher") })} meta={when(question.answered_at)}>
              <MarkdownView source={question.answer_description} />
            </Step>
          </li>
        )}
        {question.reply_description && (
          <li>
            <Step title={t("reply", { student })}>
              <MarkdownView source={question.reply_description} />
            </Step>
          </li>
        )}
        {question.reply_answer_description && (
          <li>
            <Step title={t("replyAnswer", { teacher: teacher || t("noTeacher") })}>
              <MarkdownView source={question.reply_answer_description} />
            </Step>
          </li>
        )}
        {!question.answer_description && (
          <li>
            <p className="text-sm text-muted-foreground">{t("noAnswer")}</p>
          </li>
        )}
      </ol>
      {(question.answer_rating !== null || question.answer_understood !== null || question.answer_comment) && (
        <section aria-labelledby="student-question-rating" className="grid gap-2 rounded-lg border p-4">
          <h2 id="student-question-rating" className="font-medium">
            {t("ratingTitle")}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {question.answer_rating !== null && (
              <>
                <dt className="text-muted-foreground">{t("rating")}</dt>
                <dd>{t("ratingValue", { rating: question.answer_rating })}</dd>
              </>
            )}
            {question.answer_understood !== null && (
              <>
                <dt className="text-muted-foreground">{t("understood")}</dt>
                <dd>{question.answer_understood ? t("yes") : t("no")}</dd>
              </>
            )}
            {question.answer_comment && (
              <>
                <dt className="text-muted-foreground">{t("comment")}</dt>
                <dd className="whitespace-pre-wrap">{question.answer_comment}</dd>
              </>
            )}
            <dt className="text-muted-foreground">{t("seen")}</dt>
            <dd>{question.has_seen_answer ? t("yes") : t("no")}</dd>
          </dl>
        </section>
      )}
    </div>
  );
}
