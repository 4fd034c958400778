import Link from "next/link";
import { cn } from "@/lib/utils";
import { getTranslations } from "next-intl/server";
import { TitledCard } from "@/components/ui/card";
import { unansweredStatuses, type HomeNumbers } from "@/server/home/home-numbers";

/**
 * Where each number's list lives (docs/home.md), with the filter that counts it: the questions no teacher has
 * answered, oldest first (the queue), and those answered this week.
 */
const figures = [
  { key: "questionsWaiting", href: `/student-questions?status=${unansweredStatuses.join(",")}&sort=created_at` },
  { key: "answeredThisWeek", href: "/student-questions?answered=this_week" },
  { key: "examsOpen", href: "/exams?state=open" },
  { key: "examsUpcoming", href: "/exams?state=upcoming" },
  { key: "bookingsToday", href: "/calendar" },
] as const satisfies readonly { key: keyof HomeNumbers; href: string }[];

/** The numbers of the day, each a link to its page. */
export async function HomeNumbersGrid({ numbers, allSchools }: { numbers: HomeNumbers; allSchools: boolean }) {
  const t = await getTranslations("dashboard");
  return (
    <TitledCard title={t("numbersTitle")} description={allSchools ? t("numbersAll") : t("numbersMine")}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {figures.map(({ key, href }) => (
          <li key={key}>
            <Link
              href={href}
              className={cn(
                "flex h-full flex-col gap-1 rounded-lg border p-4 transition-colors hover:bg-accent",
                "focus-visible:outline-2 focus-visible:outline-ring",
              )}
            >
              <span className="text-3xl font-semibold tabular-nums">{numbers[key]}</span>
              {/* The link's name reads "12 Dúvidas…": a space between the number and its label. */}{" "}
              <span className="text-sm font-medium">{t(key)}</span>
              {key === "answeredThisWeek" && (
                <span className="text-xs text-muted-foreground"> {t("answeredThisWeekHint")}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}
