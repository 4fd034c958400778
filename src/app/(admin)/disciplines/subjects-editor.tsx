"use client";

import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { TitledCard } from "@/components/ui/card";
import { useTRPC } from "@/lib/trpc/client";
import { updateSubjectInput, type DisciplineDetail } from "@/server/disciplines/schema";
import { toast } from "sonner";
import { issueFromZod } from "@/lib/errors/issue-from-zod";
import { useErrorText } from "@/lib/errors/use-error-text";
import { AddSubjectRow, SubjectFields } from "./subject-fields";

type Subject = DisciplineDetail["subjects"][number];

/**
 * On edit: every change is saved at once (addSubject / updateSubject / deleteSubject, refused while in use); a rename
 * or a switch's toast offers "Desfazer", which saves the subject as it was.
 */
export function SubjectsEditor({ disciplineId, subjects }: { disciplineId: number; subjects: Subject[] }) {
  const t = useTranslations("disciplines");
  const errorText = useErrorText();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [addError, setAddError] = useState<string | null>(null);
  const add = useMutation(
    trpc.disciplines.addSubject.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.disciplines.pathFilter()),
    }),
  );

  async function addSubject(name: string) {
    setAddError(null);
    try {
      await add.mutateAsync({ id: disciplineId, data: { name, enabled: true } });
      toast.success(t("subjectSaved", { name }));
      return true;
    } catch (error) {
      setAddError(errorText.error(error));
      toast.error(errorText.error(error));
      return false;
    }
  }

  return (
    <TitledCard title={t("subjectsTitle")} description={t("subjectsHintEdit")} className="grid gap-4">
      {subjects.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("noSubjects")}</p>
      ) : (
        <ul className="grid gap-3" aria-label={t("subjectsTitle")}>
          {subjects.map((subject, index) => (
            <li key={subject.id}>
              <SubjectRow disciplineId={disciplineId} subject={subject} position={index + 1} />
            </li>
          ))}
        </ul>
      )}
      <AddSubjectRow onAdd={addSubject} pending={add.isPending} error={addError} taken={subjects.map((s) => s.name)} />
    </TitledCard>
  );
}

function SubjectRow({ disciplineId, subject, position }: { disciplineId: number; subject: Subject; position: number }) {
  const t = useTranslations("disciplines");
  const errorText = useErrorText();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [name, setName] = useState(subject.name);
  const [enabled, setEnabled] = useState(subject.enabled);
  const [error, setError] = useState<string | null>(null);
  const update = useMutation(
    trpc.disciplines.updateSubject.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.disciplines.pathFilter()),
    }),
  );

  const remove = useMutation(
    trpc.disciplines.deleteSubject.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.disciplines.pathFilter()),
    }),
  );

  function onDelete() {
    setError(null);
    remove.mutate(
      { id: disciplineId, subjectId: subject.id },
      {
        onSuccess: () => toast.success(t("subjectDeleted", { name: subject.name })),
        onError: (e) => {
          setError(errorText.error(e));
          toast.error(errorText.error(e));
        },
      },
    );
  }

  type Saved = { name: string; enabled: boolean };

  /** Saves `next`; a refusal shows beside the row and in a toast, a switch goes back, a typed name stays to fix. */
  function save(next: Saved, before: Saved, done: string, undoable = true) {
    const data = { name: next.name === before.name ? undefined : next.name, enabled: next.enabled };
    const parsed = updateSubjectInput.safeParse(data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(errorText.issue(issue ? issueFromZod(issue, data) : { code: "required" }));
      return;
    }
    setError(null);
    update.mutate(
      { id: disciplineId, subjectId: subject.id, data: parsed.data },
      {
        onSuccess: (saved) =>
          toast.success(done, {
            action: undoable ? { label: t("undo"), onClick: () => undo(before, saved) } : undefined,
          }),
        onError: (e) => {
          if (next.enabled !== before.enabled) setEnabled(before.enabled);
          setError(errorText.error(e));
          toast.error(errorText.error(e));
        },
      },
    );
  }

  function undo(before: Saved, saved: Saved) {
    setName(before.name);
    setEnabled(before.enabled);
    save(before, saved, t("subjectRestored", { name: before.name }), false);
  }

  function commitName() {
    const next = name.trim();
    if (next === subject.name) return;
    save(
      { name: next, enabled },
      { name: subject.name, enabled },
      t("subjectRenamed", { before: subject.name, name: next }),
    );
  }

  function toggle(next: boolean) {
    setEnabled(next);
    save(
      { name: subject.name, enabled: next },
      { name: subject.name, enabled: !next },
      t(next ? "subjectTurnedOn" : "subjectTurnedOff", { name: subject.name }),
    );
  }

  return (
    <SubjectFields
      position={position}
      name={name}
      enabled={enabled}
      onNameChange={setName}
      onNameCommit={commitName}
      onEnabledChange={toggle}
      error={error}
      busy={update.isPending}
    >
      <Button type="button" variant="ghost" size="sm" onClick={onDelete} disabled={remove.isPending}>
        <Trash2 aria-hidden />
        {t("deleteSubject")}
        <span className="sr-only">{` ${t("subjectN", { n: position })}`}</span>
      </Button>
      {update.isPending && <span className="text-xs text-muted-foreground">{t("saving")}</span>}
    </SubjectFields>
  );
}
