import { expressionBuilder } from "kysely";
import type { User } from "@/generated/kysely/types";
import { jsonValue } from "./json-value";
import { joinedName, textOrEmpty, type SqlField } from "./sql-fields";

type People = { st: User; t: User };
const eb = expressionBuilder<People, keyof People>();

const roles = {
  student: { alias: "st", name: ["Aluno", "Student"], email: ["E-mail do aluno", "Student e-mail"] },
  teacher: { alias: "t", name: ["Professor", "Teacher"], email: ["E-mail do professor", "Teacher e-mail"] },
} as const;

/**
 * The name and e-mail columns of a report row's student (joined as `st`) or teacher (`t`), named
 * alike in every report. `optional` where a row may have none (a question no teacher has taken):
 * then both are empty strings. `widths` are the spreadsheets' column widths, when not the default.
 */
export function personFields(
  role: keyof typeof roles,
  { optional = false, widths }: { optional?: boolean; widths?: [name: number, email: number] } = {},
): SqlField[] {
  const { alias, name, email } = roles[role];
  const fullName = joinedName(eb.ref(`${alias}.first_name`), eb.ref(`${alias}.last_name`));
  const address = eb.ref(`${alias}.email`);
  return [
    {
      key: `${role}_name`,
      header: name[0],
      headerEn: name[1],
      value: optional ? textOrEmpty(fullName) : fullName,
      ...(widths ? { width: widths[0] } : {}),
    },
    {
      key: `${role}_email`,
      header: email[0],
      headerEn: email[1],
      value: optional ? textOrEmpty(address) : address,
      json: optional ? jsonValue.orEmpty(jsonValue.email) : jsonValue.email,
      ...(widths ? { width: widths[1] } : {}),
    },
  ];
}
