import { openPage } from "@/server/trpc/open-page";
import { AreaPage } from "../_page/area-page";
import { PerformanceView } from "./performance-view";

export default async function PerformancePage() {
  await openPage("performance.users");
  return (
    <AreaPage messages="performance" width="7xl" suspense>
      <PerformanceView />
    </AreaPage>
  );
}
