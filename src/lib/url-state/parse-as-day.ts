import { z } from "zod";
import { parseAsField } from "./parse-as-field";

/**
 * A calendar day as a date input holds it, YYYY-MM-DD (an impossible date such as 2024-02-30 is
 * unset). The URL keeps the day itself; which instants it covers is the page's to work out.
 */
export const parseAsDay = parseAsField(z.iso.date());
