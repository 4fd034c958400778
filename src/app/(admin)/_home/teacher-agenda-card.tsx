import type { ReactNode } from "react";
import Link from "next/link";
import { CalendarDays } from "lucide-react";
import { getFormatter, getTranslations } from "next-intl/server";
import { TitledCard } from "@/components/ui/card";
import type { TeacherAgenda } from "@/server/home/teacher-agenda";

/** An entry of the agenda: when, in bold, then one line about it. */
type Item = { key: string; when: ReactNode; line: ReactNode };
type SectionProps = { id: string; title: string; empty: string; items: readonly Item[] };

/** One list of the agenda under its heading, or the line that says it is empty. */
function AgendaSection({ id, title, empty, items }: SectionProps) {
  return (
    <section className="grid content-start gap-2" aria-labelledby={id}>
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {items.map(({ key, when, line }) => (
            <li key={key} className="rounded-md border px-3 py-2">
              <span className="font-medium tabular-nums">{when}</span>
              <span className="block text-muted-foreground">{line}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A teacher's next bookings and blocks, in their school's zone (next-intl's, docs/time.md). */
export async function TeacherAgendaCard({ agenda }: { agenda: TeacherAgenda }) {
  const t = await getTranslations("dashboard");
  const format = await getFormatter();
  const when = (date: Date) =>
    format.dateTime(date, { weekday: "short", day: "2-digit", month: "2-digit", hour: "2-digit", minute: "2-digit" });
  const bookings = agenda.bookings.map((b) => ({
    key: b.id,
    when: when(b.scheduledFor),
    line: t("bookingLine", { student: b.student, discipline: b.discipline, minutes: b.durationMinutes }),
  }));
  const blocks = agenda.blocks.map((b) => ({
    key: b.id,
    when: format.dateTimeRange(b.startDate, b.endDate, { dateStyle: "short", timeStyle: "short" }),
    line: b.reason,
  }));
  return (
    <TitledCard title={t("agendaTitle")} className="grid gap-6 md:grid-cols-2">
      <AgendaSection id="home-bookings" title={t("nextBookings")} empty={t("noBookings")} items={bookings} />
      <AgendaSection id="home-blocks" title={t("nextBlocks")} empty={t("noBlocks")} items={blocks} />
      <Link
        href="/calendar"
        className="inline-flex items-center gap-2 text-sm font-medium underline underline-offset-4"
      >
        <CalendarDays className="size-4" aria-hidden />
        {t("openCalendar")}
      </Link>
    </TitledCard>
  );
}
