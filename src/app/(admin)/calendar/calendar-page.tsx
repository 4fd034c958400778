"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { QueryResult } from "@/components/list/query-result";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { useTRPC } from "@/lib/trpc/client";
import { CalendarBoard } from "./calendar-board";

/** Loads the teachers the user may manage (a teacher: only themself), then shows the chosen one's calendar. */
export function CalendarPage() {
  const t = useTranslations("calendar");
  const trpc = useTRPC();
  const teachers = useQuery(trpc.availability.teachers.queryOptions());
  const [teacherId, setTeacherId] = useState<string | null>(null);

  return (
    <QueryResult query={teachers} failed={t("errors.loadFailed")}>
      {(data) => {
        const teacher = data.find((x) => x.id === teacherId) ?? data[0];
        if (!teacher)
          return (
            <Alert role="status">
              <AlertDescription>{t("noTeachers")}</AlertDescription>
            </Alert>
          );
        return <CalendarBoard teachers={data} teacher={teacher} onTeacherChange={setTeacherId} />;
      }}
    </QueryResult>
  );
}
