import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertKey, MissingFileError, type FileStore, type PutInput } from "@/lib/documents/storage/store";

// Files under one root folder (DATA_DIR/uploads), one file per key.

export class DiskStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, ...assertKey(key).split("/"));
  }

  async put(key: string, input: PutInput): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside the target and renamed: a reader never sees half a file.
    const partial = `${target}.${randomUUID()}.part`;
    try {
      if (Buffer.isBuffer(input.body)) await writeFile(partial, input.body, { flag: "wx" });
      else await pipeline(input.body, createWriteStream(partial, { flags: "wx" }));
      await rename(partial, target);
    } catch (e) {
      await rm(partial, { force: true });
      throw e;
    }
  }

  async get(key: string): Promise<Readable> {
    // Opened before returning, so a missing file is an error now, not mid-response.
    const handle = await open(this.pathOf(key), "r").catch((e: NodeJS.ErrnoException) => {
      throw e.code === "ENOENT" ? new MissingFileError(key) : e;
    });
    return handle.createReadStream();
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

