import { afterAll, beforeAll, expect, it } from "vitest";
import { S3Storage } from "@/server/storage/s3-storage";
import { bearer, demo } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { localTestStorage, testDeps } from "../support/deps";
import { jsonClient, type JsonClient } from "../support/http";
import { postUploadForm, rasterSamples, scriptedSvg, tinyPng } from "../support/images";
import { startRestServer } from "../support/rest-server";
import { startS3Server } from "../support/s3-server";

describeEachDatabase("discipline images through the local backend", (database) => {
  const storage = localTestStorage();
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let ana: JsonClient;
  let aurora: string;
  beforeAll(async () => {
    server = await startRestServer(testDeps(database(), storage));
    ana = jsonClient(server.url, await bearer(database().prisma, demo.ana));
    aurora = (await database().prisma.school.findFirstOrThrow({ where: { name: "Escola Aurora" } })).id;
  });
  afterAll(() => server.close());

  const createWithIcon = () =>
    ana("POST", "/api/disciplines", {
      name: `Artes ${crypto.randomUUID().slice(0, 6)}`,
      icon: "paleta.png",
      owner_ids: [aurora],
    });

  it("sets icon_url after the upload, without a further call, and serves the image", async () => {
    const created = await createWithIcon();
    const upload = await postUploadForm(created.body.icon, { bytes: tinyPng });
    expect(upload.status).toBe(204);
    const read = await ana("GET", `/api/disciplines/${created.body.id}`);
    expect(read.body.icon_url).toBe(`${server.url}/api/uploads/${created.body.icon.upload.fields.key}`);
    const image = await fetch(read.body.icon_url);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await image.arrayBuffer()).equals(tinyPng)).toBe(true);
  });

  it("serves every raster type, as icon and as header, inert: exact type, nosniff, a sandbox policy", async () => {
    for (const [extension, sample] of Object.entries(rasterSamples)) {
      const created = await ana("POST", "/api/disciplines", {
        name: `Artes ${crypto.randomUUID().slice(0, 6)}`,
        icon: `icone.${extension}`,
        header: `capa.${extension}`,
        owner_ids: [aurora],
      });
      for (const target of [created.body.icon, created.body.header]) {
        expect(target.upload.fields["Content-Type"]).toBe(sample.type);
        expect((await postUploadForm(target, { bytes: sample.bytes, type: sample.type })).status).toBe(204);
        const served = await fetch(`${server.url}/api/uploads/${target.upload.fields.key}`);
        expect(served.status).toBe(200);
        expect(Object.fromEntries(served.headers)).toMatchObject({
          "content-type": sample.type,
          "x-content-type-options": "nosniff",
          "content-security-policy": "sandbox; default-src 'none'",
        });
      }
    }
  });

  it("refuses SVG: as a file name (400) and as bytes sent under a raster name (415)", async () => {
    for (const field of ["icon", "header"]) {
      const refused = await ana("POST", "/api/disciplines", {
        name: "Vetores",
        [field]: "escalate.svg",
        owner_ids: [aurora],
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.issues[0].path).toEqual([field]);
    }
    const created = await createWithIcon();
    expect((await postUploadForm(created.body.icon, { bytes: scriptedSvg, type: "image/png" })).status).toBe(415);
    expect(
      (await postUploadForm(created.body.icon, { bytes: scriptedSvg }, { "Content-Type": "image/svg+xml" })).status,
    ).toBe(403);
  });

  it("refuses a wrong type, a file too large, a tampered or expired policy and a reused target, keeping the old image", async () => {
    const created = await createWithIcon();
    expect((await postUploadForm(created.body.icon, { bytes: tinyPng })).status).toBe(204);
    const first = (await ana("GET", `/api/disciplines/${created.body.id}`)).body.icon_url;
    const again = await ana("PATCH", `/api/disciplines/${created.body.id}`, { icon: "nova.png" });
    const target = again.body.icon;

    const wrongType = await postUploadForm(target, {
      bytes: Buffer.from("<script>alert(1)</script>"),
      type: "image/png",
    });
    expect(wrongType.status).toBe(415);
    expect((await wrongType.json()).error).toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      reason: "image_type_mismatch",
      params: { contentType: "image/png" },
    });
    const tooLarge = await postUploadForm(target, { bytes: Buffer.concat([tinyPng, Buffer.alloc(5 * 1024 * 1024)]) });
    expect(tooLarge.status).toBe(413);
    const policy = JSON.parse(Buffer.from(target.upload.fields.policy, "base64url").toString());
    const tampered = Buffer.from(JSON.stringify({ ...policy, maxBytes: 1e9 })).toString("base64url");
    expect((await postUploadForm(target, { bytes: tinyPng }, { policy: tampered })).status).toBe(403);
    expect((await postUploadForm(target, { bytes: tinyPng }, { key: "disciplines/1/icon/other.png" })).status).toBe(
      403,
    );
    expect((await postUploadForm(target, { bytes: tinyPng }, { "Content-Type": "image/svg+xml" })).status).toBe(403);
    const expired = await storage.presignPost(
      {
        key: target.upload.fields.key,
        contentType: "image/png",
        maxBytes: 1000,
        expiresAt: new Date(Date.now() - 1000),
      },
      server.url,
    );
    const expiredResponse = await postUploadForm({ upload: expired }, { bytes: tinyPng });
    expect(expiredResponse.status).toBe(403);
    expect((await expiredResponse.json()).error.message).toMatch(/expired/);
    expect((await ana("GET", `/api/disciplines/${created.body.id}`)).body.icon_url).toBe(first);

    expect((await postUploadForm(target, { bytes: tinyPng })).status).toBe(204);
    expect((await ana("GET", `/api/disciplines/${created.body.id}`)).body.icon_url).not.toBe(first);
    expect((await postUploadForm(target, { bytes: tinyPng })).status).toBe(409);
  });
});

describeEachDatabase("discipline images through an S3 bucket", (database) => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let ana: JsonClient;
  beforeAll(async () => {
    s3 = await startS3Server("uploads");
    const storage = new S3Storage({
      bucket: "uploads",
      region: "us-east-1",
      endpoint: s3.endpoint,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
    });
    server = await startRestServer(testDeps(database(), storage));
    ana = jsonClient(server.url, await bearer(database().prisma, demo.ana));
  });
  afterAll(async () => {
    await server.close();
    await s3.close();
  });

  it("refuses an SVG before handing out a bucket target", async () => {
    const aurora = (await database().prisma.school.findFirstOrThrow({ where: { name: "Escola Aurora" } })).id;
    const refused = await ana("POST", "/api/disciplines", {
      name: "Vetores",
      icon: "escalate.svg",
      owner_ids: [aurora],
    });
    expect(refused.status).toBe(400);
    expect(await database().prisma.upload.count({ where: { key: { endsWith: ".svg" } } })).toBe(0);
  });

  it("uploads straight to the bucket and picks the image up on the next read", async () => {
    const aurora = (await database().prisma.school.findFirstOrThrow({ where: { name: "Escola Aurora" } })).id;
    const created = await ana("POST", "/api/disciplines", {
      name: `Música ${crypto.randomUUID().slice(0, 6)}`,
      header: "capa.png",
      owner_ids: [aurora],
    });
    const target = created.body.header;
    expect(target.upload.url).toBe(`${s3.endpoint}/uploads`);
    expect(target.upload.fields).toMatchObject({
      key: expect.stringMatching(/^disciplines\/\d+\/header\//),
      "Content-Type": "image/png",
      Policy: expect.any(String),
      "X-Amz-Signature": expect.any(String),
    });
    expect((await ana("GET", `/api/disciplines/${created.body.id}`)).body.header_url).toBe("");

    const upload = await postUploadForm(target, { bytes: tinyPng });
    expect(upload.status).toBeGreaterThanOrEqual(200);
    expect(upload.status).toBeLessThan(300);

    const list = await ana("GET", "/api/disciplines");
    const url = list.body.find((d: { id: number }) => d.id === created.body.id).header_url;
    expect(url).toBe(`${s3.endpoint}/uploads/${target.upload.fields.key}`);
    const served = await fetch(url);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(tinyPng)).toBe(true);
    expect(
      (await database().prisma.upload.findUniqueOrThrow({ where: { key: target.upload.fields.key } })).completedAt,
    ).not.toBeNull();
  });
});
