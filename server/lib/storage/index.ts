import path from "node:path";
import type { Config } from "../../config";
import { LocalStorage } from "./local";
import type { Storage } from "./storage";

export { LocalStorage } from "./local";
export { localUploadRoutes } from "./local-upload.routes";
export * from "./storage";

declare module "fastify" {
  interface FastifyInstance {
    /** Object storage for uploads, chosen by STORAGE_DRIVER. */
    storage: Storage;
  }
}

/**
 * The driver STORAGE_DRIVER names: `local` (default, under $DATA_DIR/uploads) or `s3`. The AWS SDK is
 * imported only for `s3`: a local install never pays its start-up (docs/performance.md).
 */
export async function createStorage(config: Config): Promise<Storage> {
  if (config.STORAGE_DRIVER === "s3") {
    if (!config.S3_BUCKET) throw new Error("S3_BUCKET is required when STORAGE_DRIVER=s3");
    const { S3Storage } = await import("./s3");
    return new S3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  if (!config.SESSION_SECRET)
    throw new Error("SESSION_SECRET must be resolved before the local storage starts");
  return new LocalStorage({
    rootDir: path.join(path.resolve(config.DATA_DIR), "uploads"),
    secret: config.SESSION_SECRET,
  });
}
