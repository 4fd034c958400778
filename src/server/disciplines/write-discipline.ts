import type { Feature, UploadTarget } from "@/generated/prisma/enums";
import type { AuthUser } from "@/server/auth/user";
import type { Tx } from "@/server/db/client";
import { absoluteUrl } from "@/server/http/public-origin";
import type { ObjectStorage, PresignedPost } from "@/server/storage/object-storage";
import { prepareUpload } from "./image-uploads";

type Images = { icon?: string; header?: string };

/** Upload targets for the image file names a create or update sent. */
export async function uploadTargets(
  tx: Tx,
  storage: ObjectStorage,
  actor: AuthUser,
  disciplineId: number,
  images: Images,
  origin: string,
) {
  const targets: { icon?: { upload: PresignedPost }; header?: { upload: PresignedPost } } = {};
  const wanted: [keyof Images, UploadTarget][] = [
    ["icon", "DISCIPLINE_ICON"],
    ["header", "DISCIPLINE_HEADER"],
  ];
  for (const [name, target] of wanted) {
    const fileName = images[name];
    if (fileName) targets[name] = await prepareUpload(tx, storage, actor, { target, disciplineId, fileName, origin });
  }
  return targets;
}

type Written = {
  id: number;
  name: string;
  internalName: string | null;
  iconUrl: string;
  headerUrl: string;
  allowOnlyFeatures: Feature[];
  knowledgeAreas: string[];
  owners: { schoolId: string }[];
};

/** The common part of the create and update responses (spec 4.5). */
export function writtenDiscipline(d: Written, origin: string) {
  return {
    id: d.id,
    name: d.name,
    internal_name: d.internalName,
    icon_url: absoluteUrl(d.iconUrl, origin),
    header_url: absoluteUrl(d.headerUrl, origin),
    allow_only_features: d.allowOnlyFeatures,
    knowledge_areas: d.knowledgeAreas,
    owners: d.owners.map((o) => ({ id: o.schoolId })),
  };
}
