import { yesNo, type CellType } from "@/server/xlsx/cells";
import { dateBr, dateTimeBr } from "./dates";

/**
 * A typed value as CSV text for a Brazilian reader, as the COPY reports write theirs (sql-fields'
 * csvText): dates day/month/year from a wall-clock Date, Sim/Não, and for Excel a decimal comma.
 */
export function csvCellText(value: unknown, type: CellType | undefined, decimalComma: boolean): unknown {
  if (value instanceof Date) return type === "datetime" ? dateTimeBr(value, "UTC") : dateBr(value, "UTC");
  if (typeof value === "boolean") return yesNo(value, "pt-BR");
  if (typeof value === "number" && decimalComma) return String(value).replace(".", ",");
  return value;
}
