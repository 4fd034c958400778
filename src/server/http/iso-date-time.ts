import { z } from "zod";

/** An instant as the API writes it: ISO 8601 with its offset (`format: date-time` in the OpenAPI document). */
export const isoDateTime = z.iso.datetime({ offset: true });
