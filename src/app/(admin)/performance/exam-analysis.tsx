"use client";

import { useQuery } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { TitledCard } from "@/components/ui/card";
import { QueryResult } from "@/components/list/query-result";
import { MarkdownView } from "@/components/markdown/markdown-view";
import { Table, TableBody, TableCaption, TableCell, TableRow } from "@/components/ui/table";
import { TableHeaderRow } from "@/components/list/table-header-row";
import { MarkdownExcerpt } from "@/components/markdown/markdown-excerpt";
import { useTRPC } from "@/lib/trpc/client";
import { AnswersChart } from "./answers-chart";

const quality = (d: number) => (d > 0.3 ? "good" : d < 0 ? "suspicious" : "fair");
const numericColumns = ["itemCorrect", "itemWrong", "itemFacility", "itemDiscrimination"] as const;
const qualityVariant = { good: "success", fair: "secondary", suspicious: "destructive" } as const;

/** The selected exam: first answers per question, item analysis and Cronbach's alpha, each explained. */
export function ExamAnalysis({ examId }: { examId: string }) {
  const t = useTranslations("performance");
  const format = useFormatter();
  const trpc = useTRPC();
  const analysis = useQuery(trpc.performance.itemAnalysis.queryOptions({ examId }));
  const decimal = (value: number) => format.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  return (
    <TitledCard
      title={analysis.data ? t("analysisTitle", { name: analysis.data.exam.name }) : t("analysisTitleShort")}
      description={t("analysisHint")}
      className="grid gap-6"
    >
      <QueryResult query={analysis} failed={t("analysisFailed")}>
        {(data) => (
          <>
            <div className="grid gap-1">
              <p className="text-sm">{t("analysisStudents", { count: data.students })}</p>
              <p className="text-lg font-semibold">
                {data.cronbach_alpha === null
                  ? t("alphaNone")
                  : t("alphaValue", {
                      value: decimal(data.cronbach_alpha),
                      verdict: t(data.cronbach_alpha >= 0.7 ? "alphaAcceptable" : "alphaLow"),
                    })}
              </p>
            </div>
            {data.questions.length > 0 && <AnswersChart questions={data.questions} />}
            {data.questions.length > 0 && (
              <Table>
                <TableCaption className="sr-only">{t("itemTableCaption")}</TableCaption>
                <TableHeaderRow
                  columns={[
                    t("itemPosition"),
                    t("itemQuestion"),
                    ...numericColumns.map((key) => ({ label: t(key), className: "text-right" })),
                  ]}
                />
                <TableBody>
                  {data.questions.map((q) => (
                    <TableRow key={q.question_id}>
                      <TableCell className="tabular-nums">{q.position + 1}</TableCell>
                      <TableCell className="max-w-md whitespace-normal">
                        {/* The excerpt names the question; opening it shows the question rendered, maths included. */}
                        <details>
                          <summary className="cursor-pointer text-sm break-words" title={q.question_id}>
                            <MarkdownExcerpt source={q.description} max={100} fallback={q.question_id} />
                          </summary>
                          <MarkdownView source={q.description} className="mt-2" />
                        </details>
                      </TableCell>
                      <TableCell className="text-right tabular-nums">{q.correct_first}</TableCell>
                      <TableCell className="text-right tabular-nums">{q.wrong_first}</TableCell>
                      {q.correct_first + q.wrong_first === 0 ? (
                        <TableCell colSpan={2} className="text-right text-muted-foreground">
                          {t("itemNoAnswers")}
                        </TableCell>
                      ) : (
                        <>
                          <TableCell className="text-right tabular-nums">
                            {q.facility === null
                              ? "—"
                              : format.number(q.facility, { style: "percent", maximumFractionDigits: 0 })}
                          </TableCell>
                          <TableCell className="text-right tabular-nums">
                            {q.discrimination === null ? (
                              "—"
                            ) : (
                              <span className="inline-flex items-center gap-2">
                                {decimal(q.discrimination)}
                                <Badge variant={qualityVariant[quality(q.discrimination)]}>
                                  {t(`quality.${quality(q.discrimination)}`)}
                                </Badge>
                              </span>
                            )}
                          </TableCell>
                        </>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </>
        )}
      </QueryResult>
      <dl className="grid gap-3 text-sm md:grid-cols-3">
        {(["facility", "discrimination", "alpha"] as const).map((key) => (
          <div key={key} className="grid gap-1 rounded-md border p-3">
            <dt className="font-medium">{t(`explain.${key}Term`)}</dt>
            <dd className="text-muted-foreground">{t(`explain.${key}`)}</dd>
          </div>
        ))}
      </dl>
    </TitledCard>
  );
}
