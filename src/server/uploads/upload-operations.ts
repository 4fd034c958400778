import type { ServedOperation } from "@/server/rest/served-operation";
import { maxAnyMediaBytes, mediaTypes } from "@/server/storage/media-types";

const binary = { schema: { type: "string", format: "binary" } };
const servedTypes = [...new Set(Object.values(mediaTypes).map((type) => type.contentType))];

/**
 * The local storage's uploads (STORAGE=local): the target of the presigned POSTs the API hands out (a discipline's
 * image, a question's media file) and the files' reads. Authorised by the signed policy and unguessable keys, not
 * by a token; with S3 storage the targets and files are the bucket's, and these paths answer 404.
 */
export const uploadOperations: ServedOperation[] = [
  {
    method: "POST",
    path: "/api/uploads",
    summary: "Upload a file to a presigned POST target (local storage)",
    description:
      "The `upload` of `POST /api/disciplines` or `POST /api/exams/questions-db/media`: a multipart form with its " +
      "`fields`, then the file as `file`. The file's first bytes must be of the prepared type. " +
      "A target takes one file.",
    requestBody: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            required: ["key", "Content-Type", "policy", "signature", "file"],
            properties: {
              key: { type: "string", description: "From `fields`" },
              "Content-Type": { type: "string", description: "From `fields`: the prepared type" },
              policy: { type: "string", description: "From `fields`: the signed policy" },
              signature: { type: "string", description: "From `fields`" },
              file: { type: "string", format: "binary", description: `At most ${maxAnyMediaBytes} bytes` },
            },
          },
        },
      },
    },
    success: { status: 204, description: "Stored; the file is read at the URL the API gave" },
    errors: [400, 403, 404, 405, 409, 413, 415, 503],
  },
  {
    method: "GET",
    path: "/api/uploads/{key}",
    summary: "Read an uploaded file (local storage)",
    description: "The URL the API gave for an uploaded file (a discipline's icon or header, a question's media).",
    parameters: [
      {
        name: "key",
        in: "path",
        required: true,
        description: "The file's key, slashes included (e.g. `questions/<school id>/<uuid>-photo.png`)",
        schema: { type: "string" },
      },
    ],
    success: {
      status: 200,
      description: "The file, served as its own type and cached for good (keys are never reused)",
      content: Object.fromEntries(servedTypes.map((type) => [type, binary])),
    },
    errors: [404, 405],
  },
];
