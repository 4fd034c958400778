import { z } from "zod";
import { issueParams } from "@/lib/errors/issue-from-zod";
import { inertMarkdown } from "./inert-markdown";
import { markdownProblem } from "./render-markdown";

/**
 * A markdown field of a write, as it is stored: whatever the client sends (a form, the API, an import), raw HTML and
 * links the page would drop go (inertMarkdown), so the stored text and every answer are what the page shows. Text the
 * renderer would not draw (too long, too deeply nested) is refused first, and stops there: it is never parsed.
 * Checks chained after this one (`.min(1)`) see the inert text.
 */
export const markdownInput = (what: string, max = 50_000) =>
  z
    .string()
    .max(max, { abort: true })
    .superRefine((value, ctx) => {
      const problem = markdownProblem(value);
      if (problem)
        ctx.addIssue({ code: "custom", message: `${what}: ${problem}`, params: issueParams(problem), continue: false });
    })
    .overwrite(inertMarkdown)
    .describe(`${what} (markdown; stored without raw HTML and without links of a scheme other than http(s) or mailto)`);
