"use client";

import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useTRPC } from "@/lib/trpc/client";
import { updateSubjectInput, type DisciplineDetail } from "@/server/disciplines/schema";
import { issueMessage } from "./form-errors";
import { serverErrorMessage } from "./server-error";
import { AddSubjectRow, SubjectFields } from "./subject-fields";

type Subject = DisciplineDetail["subjects"][number];

/** On edit: every change is saved at once (addSubject / updateSubject); subjects are never deleted. */
export function SubjectsEditor({ disciplineId, subjects }: { disciplineId: number; subjects: Subject[] }) {
  const t = useTranslations("disciplines");
  const tErrors = useTranslations("errors");
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
      return true;
    } catch (error) {
      setAddError(serverErrorMessage(error, t, tErrors));
      return false;
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("subjectsTitle")}</CardTitle>
        <CardDescription>{t("subjectsHintEdit")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
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
        <AddSubjectRow onAdd={addSubject} pending={add.isPending} error={addError} />
      </CardContent>
    </Card>
  );
}

function SubjectRow({ disciplineId, subject, position }: { disciplineId: number; subject: Subject; position: number }) {
  const t = useTranslations("disciplines");
  const tErrors = useTranslations("errors");
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

  function save(data: { name?: string; enabled?: boolean }, undo: () => void) {
    const parsed = updateSubjectInput.safeParse(data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(issue ? issueMessage(issue, t) : t("errors.required"));
      return;
    }
    setError(null);
    update.mutate(
      { id: disciplineId, subjectId: subject.id, data: parsed.data },
      {
        onError: (e) => {
          undo();
          setError(serverErrorMessage(e, t, tErrors));
        },
      },
    );
  }

  function commitName() {
    if (name.trim() === subject.name) return;
    save({ name }, () => undefined);
  }

  function toggle(next: boolean) {
    setEnabled(next);
    save({ enabled: next }, () => setEnabled(!next));
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
      {update.isPending && <span className="text-xs text-muted-foreground">{t("saving")}</span>}
    </SubjectFields>
  );
}
