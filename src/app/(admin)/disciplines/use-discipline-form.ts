"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useTRPC } from "@/lib/trpc/client";
import {
  createDisciplineInput,
  knowledgeAreas,
  updateDisciplineInput,
  type DisciplineDetail,
} from "@/server/disciplines/schema";
import { toFieldErrors, type FieldErrors } from "./form-errors";
import type { Feature, KnowledgeArea } from "./labels";
import type { DraftSubject } from "./new-subjects-field";
import { serverErrorMessage, serverFieldErrors } from "./server-error";
import { UploadError, uploadImage, type UploadTarget } from "./upload-image";
import { useImageChoice, type ImageChoice } from "./use-image-choice";
import { issueText } from "@/lib/errors/error-text";

export type FormValues = {
  name: string;
  internal_name: string;
  knowledge_areas: KnowledgeArea[];
  allow_only_features: Feature[];
  owner_ids: string[];
  subjects: DraftSubject[];
};

type Options = {
  /** Absent: create. */
  detail?: DisciplineDetail;
  isAdmin: boolean;
  /** The schools the user may choose as owners (me.get). */
  schoolIds: string[];
  initialStatus?: string | null;
};

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

function initialValues(detail: DisciplineDetail | undefined, schoolIds: string[]): FormValues {
  return {
    name: detail?.name ?? "",
    internal_name: detail?.internal_name ?? "",
    knowledge_areas: knowledgeAreas.filter((area) => detail?.knowledge_areas.includes(area)),
    allow_only_features: detail?.allow_only_features ?? [],
    // A single school to choose from is chosen already.
    owner_ids: detail ? detail.owners.map((o) => o.id) : schoolIds.length === 1 ? schoolIds.slice(0, 1) : [],
    subjects: [],
  };
}

/** State and submit of the discipline form: validate with the shared schemas, save, upload images, then move on. */
export function useDisciplineForm({ detail, isAdmin, schoolIds, initialStatus = null }: Options) {
  const t = useTranslations("disciplines");
  const tErrors = useTranslations("errors");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [initial] = useState(() => initialValues(detail, schoolIds));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(initialStatus);
  const [phase, setPhase] = useState<"idle" | "saving" | "uploading">("idle");
  /** Created, but an image upload failed: the form must not create it again. */
  const [createdId, setCreatedId] = useState<number | null>(null);
  const icon = useImageChoice();
  const header = useImageChoice();
  const create = useMutation(trpc.disciplines.create.mutationOptions());
  const update = useMutation(trpc.disciplines.update.mutationOptions());

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const images = {
    ...(icon.file ? { icon: icon.file.name } : {}),
    ...(header.file ? { header: header.file.name } : {}),
  };

  async function send(choice: ImageChoice, target: UploadTarget | undefined, label: string): Promise<boolean> {
    if (!target || !choice.file) return true;
    choice.setError(null);
    choice.setProgress(0);
    try {
      await uploadImage(target, choice.file, choice.setProgress);
      return true;
    } catch (error) {
      choice.setProgress(null);
      choice.setError(
        error instanceof UploadError && error.reason
          ? t("uploadFailedWith", { label, message: issueText(tErrors, error.reason) })
          : t("uploadFailed", { label }),
      );
      return false;
    }
  }

  async function save() {
    const mine = values.owner_ids.filter((id) => schoolIds.includes(id));
    const common = {
      name: values.name,
      ...images,
      allow_only_features: values.allow_only_features,
      knowledge_areas: values.knowledge_areas,
    };
    if (detail) {
      const parsed = updateDisciplineInput.safeParse({
        ...common,
        ...(isAdmin && values.internal_name !== (detail.internal_name ?? "")
          ? { internal_name: values.internal_name }
          : {}),
        // Owners outside the user's schools stay; only a change among theirs is sent.
        ...(sameSet(
          mine,
          initial.owner_ids.filter((id) => schoolIds.includes(id)),
        )
          ? {}
          : { owner_ids: mine }),
      });
      if (!parsed.success) {
        setErrors(toFieldErrors(parsed.error.issues, t));
        return null;
      }
      setErrors({});
      setPhase("saving");
      return { kind: "update" as const, written: await update.mutateAsync({ id: detail.id, data: parsed.data }) };
    }
    const parsed = createDisciplineInput.safeParse({
      ...common,
      ...(isAdmin && values.internal_name.trim() ? { internal_name: values.internal_name } : {}),
      subjects: values.subjects.map(({ name, enabled }) => ({ name, enabled })),
      owner_ids: mine,
    });
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error.issues, t));
      return null;
    }
    setErrors({});
    setPhase("saving");
    return { kind: "create" as const, written: await create.mutateAsync(parsed.data) };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase !== "idle" || createdId !== null) return;
    setStatus(null);
    setServerError(null);
    let leaving = false;
    try {
      const result = await save();
      if (!result) return;
      if (icon.file || header.file) setPhase("uploading");
      const sent = await Promise.all([
        send(icon, result.written.icon, t("iconLabel")),
        send(header, result.written.header, t("headerLabel")),
      ]);
      const [iconSent, headerSent] = sent;
      const uploaded = sent.every(Boolean);
      await queryClient.invalidateQueries(trpc.disciplines.pathFilter());
      if (result.kind === "create") {
        leaving = uploaded;
        if (uploaded) router.push(`/disciplines/${result.written.id}?saved=1`);
        else setCreatedId(result.written.id);
        return;
      }
      if (iconSent) icon.reset();
      if (headerSent) header.reset();
      setStatus(uploaded ? t("saved") : t("savedUploadFailed"));
    } catch (error) {
      setErrors(serverFieldErrors(error, tErrors));
      setServerError(serverErrorMessage(error, t, tErrors));
    } finally {
      // Stays busy while navigating to the new discipline, so it cannot be created twice.
      if (!leaving) setPhase("idle");
    }
  }

  return { values, set, errors, serverError, status, phase, createdId, icon, header, submit };
}
