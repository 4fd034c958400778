import { openPage } from "@/server/trpc/open-page";
import { AreaPage } from "../_page/area-page";
import { ReportsPanel } from "./reports-panel";

export default async function ReportsPage() {
  await openPage("reports.preview");
  return (
    <AreaPage messages="reports" width="5xl">
      <ReportsPanel />
    </AreaPage>
  );
}
