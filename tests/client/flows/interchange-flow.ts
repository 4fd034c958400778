import { asFile, type ApiClient } from "../api-client";
import { check, must } from "../must";
import { isXlsx } from "../xlsx-bytes";

const xlsx = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * A GIFT text imported as a string, its dry run (200) and then the import (201); the discipline's questions exported
 * as an XLSX Blob (and the import template), and that Blob's dry run, which finds them all in the bank already.
 * openapi-fetch types a 200 and a 201 as one union (it does not narrow by status); `dry_run`, declared `true` on the
 * one and `false` on the other, narrows it.
 */
export async function interchangeFlow(
  api: ApiClient,
  ids: { schoolId: string; disciplineId: number; subjectId: number },
) {
  const tag = crypto.randomUUID().slice(0, 8);
  const gift = `::Soma ${tag}:: Quanto é 3 + 4 (${tag})? {=7 ~8 ~6}\n`;
  const options = {
    school_id: ids.schoolId,
    discipline_id: ids.disciplineId,
    subject: String(ids.subjectId),
    source: "Cliente OpenAPI",
  };
  const importFile = (body: string | Blob, type: string, dry_run: "true" | "false") =>
    api.POST("/api/exams/questions-db/import", {
      params: { query: { ...options, dry_run } },
      body,
      bodySerializer: asFile,
      headers: { "content-type": type },
    });

  const preview = must(await importFile(gift, "text/plain", "true"), 200, "POST import, dry run of GIFT");
  check(preview.dry_run && preview.questions[0]?.title === `Soma ${tag}`, "the dry run shows the question");
  const imported = must(await importFile(gift, "text/plain", "false"), 201, "POST import of GIFT");
  check(!imported.dry_run && imported.created.length === 1, "the question created");

  const exported = await api.GET("/api/exams/questions-db/export", {
    params: { query: { format: "xlsx", school_id: ids.schoolId, discipline_id: ids.disciplineId } },
    parseAs: "blob",
  });
  const sheet = must(exported, 200, "GET questions-db export as XLSX");
  check(await isXlsx(sheet), "an XLSX Blob");
  const template = await api.GET("/api/exams/questions-db/import-template", { parseAs: "blob" });
  check(await isXlsx(must(template, 200, "GET import-template")), "the template, an XLSX Blob");
  const again = must(await importFile(sheet, xlsx, "true"), 200, "POST import, dry run of the XLSX");
  check(
    again.dry_run && again.questions.length === 0 && again.duplicates.length >= 2,
    "every exported question is one the bank has",
  );
}
