import { openPage } from "@/server/trpc/open-page";
import { AreaPage } from "../_page/area-page";
import { CalendarFeedPanel } from "./calendar-feed-panel";
import { CalendarPage } from "./calendar-page";

export default async function CalendarRoute() {
  await openPage("availability.blocks");
  return (
    <AreaPage messages="calendar" width="6xl">
      <CalendarPage />
      <CalendarFeedPanel />
    </AreaPage>
  );
}
