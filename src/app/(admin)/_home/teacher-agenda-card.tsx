import Link from "next/link";
import { CalendarDays } from "lucide-react";
import { getFormatter, getTranslations } from "next-intl/server";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { TeacherAgenda } from "@/server/home/teacher-agenda";

/** A teacher's next bookings and blocks, in their school's zone (next-intl's, docs/time.md). */
export async function TeacherAgendaCard({ agenda }: { agenda: TeacherAgenda }) {
  const t = await getTranslations("dashboard");
  const format = await getFormatter();
  const when = (date: Date) =>
    format.dateTime(date, { weekday: "short", day: "2-digit", month: "2-digit", hour: "2-digit", minute: "2-digit" });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("agendaTitle")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <section className="grid content-start gap-2" aria-labelledby="home-bookings">
          <h3 id="home-bookings" className="text-sm font-semibold">
            {t("nextBookings")}
          </h3>
          {agenda.bookings.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("noBookings")}</p>
          ) : (
            <ul className="grid gap-2 text-sm">
              {agenda.bookings.map((b) => (
                <li key={b.id} className="rounded-md border px-3 py-2">
                  <span className="font-medium tabular-nums">{when(b.scheduledFor)}</span>
                  <span className="block text-muted-foreground">
                    {t("bookingLine", { student: b.student, discipline: b.discipline, minutes: b.durationMinutes })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="grid content-start gap-2" aria-labelledby="home-blocks">
          <h3 id="home-blocks" className="text-sm font-semibold">
            {t("nextBlocks")}
          </h3>
          {agenda.blocks.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("noBlocks")}</p>
          ) : (
            <ul className="grid gap-2 text-sm">
              {agenda.blocks.map((b) => (
                <li key={b.id} className="rounded-md border px-3 py-2">
                  <span className="font-medium tabular-nums">
                    {format.dateTimeRange(b.startDate, b.endDate, { dateStyle: "short", timeStyle: "short" })}
                  </span>
                  <span className="block text-muted-foreground">{b.reason}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <Link
          href="/calendar"
          className="inline-flex items-center gap-2 text-sm font-medium underline underline-offset-4"
        >
          <CalendarDays className="size-4" aria-hidden />
          {t("openCalendar")}
        </Link>
      </CardContent>
    </Card>
  );
}
