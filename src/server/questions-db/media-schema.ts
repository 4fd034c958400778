import { z } from "zod";
import { issueParams } from "@/lib/errors/issue-from-zod";
import { maxMediaBytes, mediaTypeFor, mediaTypes } from "@/server/storage/media-types";

/**
 * A file to put in a question's markdown. The editor checks it with this schema before it asks for
 * a target, so a wrong type or a file too large is refused in the browser with the server's rule.
 */
export const questionMediaInput = z
  .object({
    school_id: z.uuid().describe("The question's school; one the caller may write questions for"),
    file_name: z
      .string()
      .min(1)
      .max(200)
      .describe(`The file's name; its extension sets the type: ${Object.keys(mediaTypes).join(", ")}`),
    size: z.number().int().positive().describe("The file's size in bytes"),
  })
  .superRefine((input, context) => {
    const type = mediaTypeFor(input.file_name);
    if (!type) {
      context.addIssue({
        code: "custom",
        path: ["file_name"],
        message: `A media file name (${Object.keys(mediaTypes).join(", ")})`,
        params: issueParams("media_file_name_invalid"),
      });
      return;
    }
    const max = maxMediaBytes[type.kind];
    if (input.size > max)
      context.addIssue({
        code: "custom",
        path: ["size"],
        message: `A ${type.kind} file may have at most ${max} bytes`,
        params: issueParams("media_too_large", { max, megabytes: max / 1048576 }),
      });
  });

export type QuestionMediaInput = z.infer<typeof questionMediaInput>;

export const questionMediaTarget = z.object({
  upload: z
    .object({
      url: z.string().describe("Where to POST the multipart form"),
      fields: z.record(z.string(), z.string()).describe("Form fields to send before the file field `file`"),
    })
    .describe("S3 presigned POST, valid for 15 minutes, usable once"),
  url: z
    .string()
    .describe(
      "The link to put in the markdown: where the file is read once uploaded. A path on this app " +
        "(`/api/uploads/…`, read against the API's origin) on the local backend, the bucket's URL on S3",
    ),
  kind: z.enum(["image", "pdf", "audio", "video"]),
});

export type QuestionMediaTarget = z.infer<typeof questionMediaTarget>;
