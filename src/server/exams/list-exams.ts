import type { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import type { AppDeps } from "@/server/app-deps";
import { assertGroups, type Scope } from "@/server/scope/scope";
import { accessibleExams } from "./access";
import type { examList, listExamsQuery } from "./schema";

function stateWhere(state: "upcoming" | "open" | "closed", now: Date): Prisma.ExamWhereInput {
  if (state === "upcoming") return { groups: { every: { availableAfter: { gt: now } } } };
  if (state === "closed") return { groups: { every: { availableBefore: { lt: now } } } };
  return { groups: { some: { availableAfter: { lte: now }, availableBefore: { gte: now } } } };
}

function stateOf(groups: { availableAfter: Date; availableBefore: Date }[], now: Date) {
  if (groups.every((g) => g.availableAfter > now)) return "upcoming" as const;
  if (groups.every((g) => g.availableBefore < now)) return "closed" as const;
  return "open" as const;
}

export async function listExams(deps: AppDeps, scope: Scope, query: z.output<typeof listExamsQuery>): Promise<z.input<typeof examList>> {
  if (query.group_id) assertGroups(scope, [query.group_id]);
  const now = new Date();
  const where: Prisma.ExamWhereInput = {
    AND: [
      accessibleExams(scope),
      query.group_id ? { groups: { some: { groupId: query.group_id } } } : {},
      query.discipline_id ? { questions: { some: { question: { disciplineId: query.discipline_id } } } } : {},
      query.state ? stateWhere(query.state, now) : {},
    ],
  };
  const [total, exams] = await Promise.all([
    deps.db.prisma.exam.count({ where }),
    deps.db.prisma.exam.findMany({
      where,
      include: { groups: { include: { group: { select: { name: true } } }, orderBy: { availableAfter: "asc" } }, _count: { select: { questions: true } } },
      orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    }),
  ]);
  return {
    total,
    page: query.page,
    items: exams.map((e) => ({
      id: e.id,
      name: e.name,
      school_id: e.schoolId,
      state: stateOf(e.groups, now),
      question_count: e._count.questions,
      groups: e.groups.map((g) => ({ id: g.groupId, name: g.group.name, available_after: g.availableAfter.toISOString(), available_before: g.availableBefore.toISOString() })),
      updated_at: e.updatedAt.toISOString(),
    })),
  };
}
