"use client";

import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { useAppForm } from "@/components/form/use-app-form";
import { useUnsavedChangesGuard } from "@/components/form/use-unsaved-changes-guard";
import { useTRPC } from "@/lib/trpc/client";
import {
  createDisciplineInput,
  knowledgeAreas,
  type CreateDisciplineInput,
  type DisciplineDetail,
  type UpdateDisciplineInput,
} from "@/server/disciplines/schema";
import { useImageUploads, type ImageRefusals } from "./use-image-uploads";

type Options = {
  /** Absent: create. */
  detail?: DisciplineDetail;
  /** The schools the user may choose as owners (me.get). */
  schoolIds: string[];
};

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

function defaultValues(detail: DisciplineDetail | undefined, schoolIds: string[]): CreateDisciplineInput {
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

/** What changed, as the update input: owners outside the user's schools stay; only a change among theirs is sent. */
function toUpdate(values: CreateDisciplineInput, detail: DisciplineDetail, schoolIds: string[]) {
  const mine = (ids: readonly string[]) => ids.filter((id) => schoolIds.includes(id));
  const update: UpdateDisciplineInput = {
    name: values.name,
    icon: values.icon,
    header: values.header,
    allow_only_features: values.allow_only_features,
    knowledge_areas: values.knowledge_areas,
  };
  if (values.internal_name !== (detail.internal_name ?? "")) update.internal_name = values.internal_name;
  const before = mine(detail.owners.map((o) => o.id));
  if (!sameSet(mine(values.owner_ids), before)) update.owner_ids = mine(values.owner_ids);
  return update;
}

/**
 * The discipline form: validated by the create schema in both modes (an edit holds every field a create does), sent
 * as a create or as the update of what changed, then the chosen images are uploaded. Only admins reach it (the
 * create and update operations' policy), so it holds every field, the internal name too.
 */
export function useDisciplineForm({ detail, schoolIds }: Options) {
  const t = useTranslations("disciplines");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  // A refused image is a field error like the schema's: on screen, it blocks the save.
  const refusals = useRef<ImageRefusals>({});
  const form = useAppForm(createDisciplineInput, {
    defaultValues: defaultValues(detail, schoolIds),
    checks: () => refusals.current,
  });
  const images = useImageUploads(form.setValue, refusals);
  /** Created, but an image upload failed: the form must not create it again. */
  const [createdId, setCreatedId] = useState<number | null>(null);
  const [leaving, setLeaving] = useState(false);
  const create = useMutation(trpc.disciplines.create.mutationOptions());
  const update = useMutation(trpc.disciplines.update.mutationOptions());
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedChangesGuard((isDirty || images.chosen) && !isSubmitting && !leaving && createdId === null);

  const submit = form.handleSubmit(async (values) => {
    if (createdId !== null) return;
    try {
      const written = detail
        ? await update.mutateAsync({ id: detail.id, data: toUpdate(values, detail, schoolIds) })
        : await create.mutateAsync({
            ...values,
            internal_name: values.internal_name?.trim() ? values.internal_name : undefined,
          });
      const uploaded = await images.upload(written);
      await queryClient.invalidateQueries(trpc.disciplines.pathFilter());
      if (!uploaded) {
        toast.warning(t("savedUploadFailed"));
        if (!detail) setCreatedId(written.id);
        return;
      }
      toast.success(t("saved"));
      if (detail) form.reset({ ...values, icon: undefined, header: undefined });
      else {
        // Stays busy while navigating to the new discipline, so it cannot be created twice.
        setLeaving(true);
        router.push(`/disciplines/${written.id}`);
      }
    } catch (error) {
      form.showServerError(error);
    }
  });

  const phase = isSubmitting ? (images.uploading ? "uploading" : "saving") : leaving ? "saving" : "idle";
  return { form, images, createdId, phase, submit };
}
