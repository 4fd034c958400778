"use client";

import { useQuery } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { MarkdownView } from "@/components/markdown/markdown-view";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { plainExcerpt } from "@/lib/markdown/plain-excerpt";
import { useTRPC } from "@/lib/trpc/client";
import { AnswersChart } from "./answers-chart";

const quality = (d: number) => (d > 0.3 ? "good" : d < 0 ? "suspicious" : "fair");
const qualityVariant = { good: "success", fair: "secondary", suspicious: "destructive" } as const;

/** The selected exam: first answers per question, item analysis and Cronbach's alpha, each explained. */
export function ExamAnalysis({ examId }: { examId: string }) {
  const t = useTranslations("performance");
  const tCommon = useTranslations("common");
  const format = useFormatter();
  const trpc = useTRPC();
  const analysis = useQuery(trpc.performance.itemAnalysis.queryOptions({ examId }));
  const decimal = (value: number) => format.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {analysis.data ? t("analysisTitle", { name: analysis.data.exam.name }) : t("analysisTitleShort")}
        </CardTitle>
        <CardDescription>{t("analysisHint")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {analysis.isPending ? (
          <p className="text-sm text-muted-foreground">{tCommon("loading")}</p>
        ) : analysis.isError ? (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{t("analysisFailed")}</AlertDescription>
          </Alert>
        ) : (
          <>
            <div className="grid gap-1">
              <p className="text-sm">{t("analysisStudents", { count: analysis.data.students })}</p>
              <p className="text-lg font-semibold">
                {analysis.data.cronbach_alpha === null
                  ? t("alphaNone")
                  : t("alphaValue", {
                      value: decimal(analysis.data.cronbach_alpha),
                      verdict: t(analysis.data.cronbach_alpha >= 0.7 ? "alphaAcceptable" : "alphaLow"),
                    })}
              </p>
            </div>
            {analysis.data.questions.length > 0 && <AnswersChart questions={analysis.data.questions} />}
            {analysis.data.questions.length > 0 && (
              <Table>
                <TableCaption className="sr-only">{t("itemTableCaption")}</TableCaption>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t("itemPosition")}</TableHead>
                    <TableHead>{t("itemQuestion")}</TableHead>
                    <TableHead className="text-right">{t("itemCorrect")}</TableHead>
                    <TableHead className="text-right">{t("itemWrong")}</TableHead>
                    <TableHead className="text-right">{t("itemFacility")}</TableHead>
                    <TableHead className="text-right">{t("itemDiscrimination")}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {analysis.data.questions.map((q) => (
                    <TableRow key={q.question_id}>
                      <TableCell className="tabular-nums">{q.position + 1}</TableCell>
                      <TableCell className="max-w-md whitespace-normal">
                        {/* The excerpt names the question; opening it shows the question rendered, maths included. */}
                        <details>
                          <summary className="cursor-pointer text-sm break-words" title={q.question_id}>
                            {plainExcerpt(q.description, 100) || q.question_id}
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
        <dl className="grid gap-3 text-sm md:grid-cols-3">
          {(["facility", "discrimination", "alpha"] as const).map((key) => (
            <div key={key} className="grid gap-1 rounded-md border p-3">
              <dt className="font-medium">{t(`explain.${key}Term`)}</dt>
              <dd className="text-muted-foreground">{t(`explain.${key}`)}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
