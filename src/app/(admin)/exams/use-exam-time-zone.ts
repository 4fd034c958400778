"use client";

import { useEffect, useRef } from "react";
import { useWatch, type Control, type UseFormGetValues, type UseFormSetValue } from "react-hook-form";
import { useSchoolTimeZone, type ZonedSchool } from "@/lib/time/use-school-time-zone";
import { examSchoolId, rezoneEntries, type ExamValues, type MyGroup } from "./form-model";

type Options = {
  control: Control<ExamValues, unknown, unknown>;
  getValues: UseFormGetValues<ExamValues>;
  setValue: UseFormSetValue<ExamValues>;
  groups: readonly MyGroup[];
  schools: readonly ZonedSchool[];
};

/**
 * The zone the exam's windows are typed and shown in: its school's (the first chosen group's), else the user's,
 * never the browser's (docs/time.md). When it changes, the windows keep the wall clock that was typed.
 */
export function useExamTimeZone({ control, getValues, setValue, groups, schools }: Options): string {
  const entries = useWatch({ control, name: "exam_to_groups" }) ?? [];
  const schoolId = examSchoolId(entries, new Map(groups.map((g) => [g.id, g])));
  const timeZone = useSchoolTimeZone(schools)(schoolId);
  const previous = useRef(timeZone);
  useEffect(() => {
    const from = previous.current;
    previous.current = timeZone;
    if (from !== timeZone) setValue("exam_to_groups", rezoneEntries(getValues("exam_to_groups"), from, timeZone));
  }, [timeZone, getValues, setValue]);
  return timeZone;
}
