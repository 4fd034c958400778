"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { LoadState } from "@/components/form/load-state";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { useTRPC } from "@/lib/trpc/client";
import { CalendarBoard } from "./calendar-board";

/** Loads the teachers the user may manage (a teacher: only themself), then shows the chosen one's calendar. */
export function CalendarPage() {
  const t = useTranslations("calendar");
  const trpc = useTRPC();
  const teachers = useQuery(trpc.availability.teachers.queryOptions());
  const [teacherId, setTeacherId] = useState<string | null>(null);

  if (teachers.isPending || teachers.isError)
    return <LoadState pending={teachers.isPending} failed={t("errors.loadFailed")} />;
  const teacher = teachers.data.find((x) => x.id === teacherId) ?? teachers.data[0];
  if (!teacher)
    return (
      <Alert role="status">
        <AlertDescription>{t("noTeachers")}</AlertDescription>
      </Alert>
    );
  return <CalendarBoard teachers={teachers.data} teacher={teacher} onTeacherChange={setTeacherId} />;
}
