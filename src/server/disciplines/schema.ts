import { z } from "zod";
import { imageContentTypes } from "@/server/storage/object-storage";
import { issueParams } from "@/lib/errors/issue-from-zod";
import { repeatedNames } from "@/lib/text/name-key";

/** The four knowledge areas of Brazil's BNCC, in their official names. */
export const knowledgeAreas = ["Linguagens", "Matemática", "Ciências da Natureza", "Ciências Humanas"] as const;
export const knowledgeArea = z.enum(knowledgeAreas).describe("A BNCC knowledge area");

/** Spec 2.11, in order. */
export const features = [
  "CAPTURE_IMAGE",
  "CAPTURE_VIDEO",
  "CAPTURE_AUDIO",
  "PICK_IMAGE",
  "PICK_VIDEOS",
  "PICK_PDFS",
  "USE_DESCRIPTION",
  "ANSWER_PREFERENCES",
  "ANONYMOUS_MODE",
  "SEND_REPLY",
] as const;
export const feature = z.enum(features);

export const imageExtensions = Object.keys(imageContentTypes);

const imageFileName = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(new RegExp(`\\.(${imageExtensions.join("|")})$`, "i"), {
    message: `An image file name (${imageExtensions.join(", ")})`,
  })
  .describe("File name of the image to upload; the response returns an upload target for it");

const name = z.string().trim().min(1).max(120);
const internalName = z.string().trim().max(120).describe("Internal identifier, shown only to admins");
const allowOnlyFeatures = z
  .array(feature)
  .max(features.length)
  .describe("Features students may use when asking; omitted or [] means every feature is allowed");
const ownerIds = z.array(z.uuid()).min(1).max(100).describe("Owner school ids");

export const subjectInput = z.object({
  name: name.describe("Subject name"),
  enabled: z.boolean().default(true).describe("Disabled subjects are kept but not offered to students"),
});

export const createDisciplineInput = z.object({
  name: name.describe("Display name"),
  internal_name: internalName.optional(),
  icon: imageFileName.optional(),
  header: imageFileName.optional(),
  subjects: z
    .array(subjectInput)
    .max(200)
    .superRefine((subjects, ctx) => {
      for (const index of repeatedNames(subjects.map((s) => s.name)))
        ctx.addIssue({
          code: "custom",
          path: [index, "name"],
          message: "A subject of this name is already in the list (case and accents ignored)",
          params: issueParams("subject_duplicate", { name: subjects[index]?.name ?? "" }),
        });
    })
    .optional()
    .describe("Subjects to create; no two with the same name, ignoring case and accents"),
  allow_only_features: allowOnlyFeatures.optional(),
  knowledge_areas: z.array(knowledgeArea).max(4).optional(),
  owner_ids: ownerIds,
});
export type CreateDisciplineInput = z.input<typeof createDisciplineInput>;

export const updateDisciplineInput = z.object({
  name: name.optional(),
  internal_name: internalName.optional(),
  icon: imageFileName.optional(),
  header: imageFileName.optional(),
  allow_only_features: allowOnlyFeatures.optional(),
  knowledge_areas: z.array(knowledgeArea).max(4).optional(),
  owner_ids: ownerIds.optional(),
});
export type UpdateDisciplineInput = z.input<typeof updateDisciplineInput>;

export const disciplineIdParam = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647).describe("Discipline id"),
});
export const subjectParams = z.object({
  id: disciplineIdParam.shape.id,
  subjectId: z.coerce.number().int().positive().max(2_147_483_647).describe("Subject id"),
});

export const updateSubjectInput = z
  .object({ name: name.optional(), enabled: z.boolean().optional() })
  .refine((v) => v.name !== undefined || v.enabled !== undefined, {
    message: "Send name or enabled",
    params: issueParams("subject_change_empty"),
  });

const uploadTarget = z
  .object({
    upload: z.object({
      url: z.string().describe("Where to POST the multipart form"),
      fields: z.record(z.string(), z.string()).describe("Form fields to send before the file field"),
    }),
  })
  .describe("S3 presigned POST: send `fields` and then the file as field `file`");

export const disciplineListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  icon_url: z.string(),
  header_url: z.string(),
});

export type DisciplineListItem = z.infer<typeof disciplineListItem>;

export const disciplineDetail = disciplineListItem.extend({
  internal_name: z.string().nullable().optional().describe("Present for admins only"),
  knowledge_areas: z.array(z.string()),
  allow_only_features: z.array(feature),
  owners: z.array(z.object({ id: z.uuid(), name: z.string() })),
  subjects: z.array(
    z.object({ id: z.number().int(), name: z.string(), icon_url: z.string().nullable(), enabled: z.boolean() }),
  ),
});
export type DisciplineDetail = z.infer<typeof disciplineDetail>;

export const disciplineWritten = z.object({
  id: z.number().int(),
  name: z.string(),
  internal_name: z.string().nullable(),
  icon_url: z.string(),
  header_url: z.string(),
  allow_only_features: z.array(feature),
  knowledge_areas: z.array(z.string()),
  owners: z.array(z.object({ id: z.uuid() })),
  icon: uploadTarget.optional(),
  header: uploadTarget.optional(),
});

export const disciplineCreated = disciplineWritten.extend({
  subjects: z.array(z.object({ id: z.number().int(), name: z.string(), enabled: z.boolean() })),
});

export const subjectOutput = z.object({
  id: z.number().int(),
  discipline_id: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  icon_url: z.string().nullable(),
});
export type SubjectOutput = z.infer<typeof subjectOutput>;
