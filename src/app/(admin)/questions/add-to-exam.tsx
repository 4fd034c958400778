"use client";

import { useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { toast } from "sonner";
import { useErrorText } from "@/lib/errors/use-error-text";
import { useTRPC } from "@/lib/trpc/client";

type Props = {
  /** Selected question id → its discipline id. */
  selected: ReadonlyMap<string, number>;
  onClear: () => void;
};

/** Bulk action: the selected questions go to the end of an exam whose groups all have their disciplines. */
export function AddToExam({ selected, onClear }: Props) {
  const t = useTranslations("questions");
  const errorText = useErrorText();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const exams = useQuery(trpc.exams.options.queryOptions());
  const add = useMutation(trpc.exams.addQuestions.mutationOptions());
  const [examId, setExamId] = useState("");
  const [error, setError] = useState<string | null>(null);

  const disciplineIds = [...new Set(selected.values())];
  const options = (exams.data ?? []).filter((exam) => disciplineIds.every((id) => exam.discipline_ids.includes(id)));
  const chosen = options.some((exam) => exam.id === examId) ? examId : "";
  const count = selected.size;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen || count === 0) return;
    setError(null);
    try {
      const { added, skipped } = await add.mutateAsync({ examId: chosen, questionIds: [...selected.keys()] });
      toast.success(t("bulk.result", { added, skipped }));
      await queryClient.invalidateQueries(trpc.questions.pathFilter());
    } catch (e) {
      const message = errorText.error(e);
      setError(message);
      toast.error(message);
    }
  }

  return (
    <form onSubmit={submit} aria-label={t("bulk.title")} className="grid gap-3 rounded-lg border bg-muted/30 p-4">
      <div className="flex flex-wrap items-end gap-4">
        <p className="text-sm font-medium" aria-live="polite">
          {t("bulk.selected", { count })}
        </p>
        <div className="grid min-w-64 gap-2">
          <Label htmlFor="bulk-exam">{t("bulk.exam")}</Label>
          <Select
            id="bulk-exam"
            value={chosen}
            onChange={(e) => setExamId(e.target.value)}
            disabled={count === 0 || options.length === 0}
            aria-describedby="bulk-exam-hint"
          >
            <option value="">{t("bulk.chooseExam")}</option>
            {options.map((exam) => (
              <option key={exam.id} value={exam.id}>
                {exam.name}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" disabled={!chosen || count === 0 || add.isPending}>
          {add.isPending ? t("bulk.adding") : t("bulk.add")}
        </Button>
        {count > 0 && (
          <Button type="button" variant="ghost" onClick={onClear}>
            {t("bulk.clearSelection")}
          </Button>
        )}
      </div>
      <p id="bulk-exam-hint" className="text-xs text-muted-foreground">
        {count > 0 && exams.isSuccess && options.length === 0 ? t("bulk.noExam") : t("bulk.examHint")}
      </p>
      {error && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
    </form>
  );
}
