import type { FileHandle } from "node:fs/promises";

/**
 * The archive format of backups: POSIX tar (ustar, with a pax record for names longer than the
 * header holds), which `tar -tzf` lists and `tar -xzf` unpacks, so an operator can look inside
 * a backup without this project. Only regular files and folders are written or read.
 */

const BLOCK = 512;
const NAME_BYTES = 100;
/** 11 octal digits: 8 GiB less a byte, far above any one file of a data directory. */
const MAX_SIZE = 0o77777777777;

export type TarEntry =
  | { type: "directory"; path: string }
  | { type: "file"; path: string; size: number; body: AsyncIterable<Uint8Array> };

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, "0") + "\0";
}

function header(path: string, type: "0" | "5" | "x", size: number, mode: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(path.slice(0, NAME_BYTES - 1), 0, NAME_BYTES - 1, "utf8");
  block.write(octal(mode, 8), 100, "ascii");
  block.write(octal(0, 8), 108, "ascii");
  block.write(octal(0, 8), 116, "ascii");
  block.write(octal(size, 12), 124, "ascii");
  block.write(octal(Math.floor(Date.now() / 1000), 12), 136, "ascii");
  block.write(" ".repeat(8), 148, "ascii");
  block.write(type, 156, "ascii");
  block.write("ustar\0", 257, "ascii");
  block.write("00", 263, "ascii");
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + " ", 148, "ascii");
  return block;
}

/** A pax record ("<length> path=<value>\n"), whose length counts its own digits. */
function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`;
  const bare = Buffer.byteLength(body);
  let length = bare + String(bare).length;
  if (String(length).length > String(bare).length) length = bare + String(length).length;
  return Buffer.from(`${length}${body}`);
}

function padding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

function headersFor(path: string, type: "0" | "5", size: number): Buffer[] {
  const mode = type === "5" ? 0o700 : 0o600;
  if (Buffer.byteLength(path) < NAME_BYTES && /^[\x20-\x7e]*$/.test(path)) {
    return [header(path, type, size, mode)];
  }
  const pax = paxRecord("path", path);
  return [
    header("PaxHeader", "x", pax.length, 0o600),
    pax,
    padding(pax.length),
    header(path, type, size, mode),
  ];
}

/** The archive's bytes, entry after entry, then the two empty blocks that end a tar file. */
export async function* tarStream(entries: AsyncIterable<TarEntry>): AsyncGenerator<Buffer> {
  for await (const entry of entries) {
    if (entry.type === "directory") {
      const path = entry.path.endsWith("/") ? entry.path : `${entry.path}/`;
      yield* headersFor(path, "5", 0);
      continue;
    }
    if (entry.size > MAX_SIZE) throw new Error(`${entry.path} is too large for the archive`);
    yield* headersFor(entry.path, "0", entry.size);
    let written = 0;
    for await (const chunk of entry.body) {
      written += chunk.length;
      if (written > entry.size) throw new Error(`${entry.path} grew while it was archived`);
      yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    }
    if (written !== entry.size) throw new Error(`${entry.path} shrank while it was archived`);
    yield padding(entry.size);
  }
  yield Buffer.alloc(BLOCK * 2);
}

/** Exactly `size` bytes of an open file, from its start, in chunks. */
export async function* fileBytes(file: FileHandle, size: number): AsyncGenerator<Uint8Array> {
  let position = 0;
  while (position < size) {
    const buffer = Buffer.alloc(Math.min(1 << 20, size - position));
    const { bytesRead } = await file.read(buffer, 0, buffer.length, position);
    if (bytesRead === 0) break;
    position += bytesRead;
    yield buffer.subarray(0, bytesRead);
  }
}

export class TarFormatError extends Error {
  override name = "TarFormatError";
}

/** Reads blocks from a byte stream: exactly the number asked for, or null at its end. */
class BlockReader {
  private buffered: Buffer[] = [];
  private length = 0;
  private readonly source: AsyncIterator<Uint8Array>;
  constructor(source: AsyncIterable<Uint8Array>) {
    this.source = source[Symbol.asyncIterator]();
  }
  async read(size: number): Promise<Buffer | null> {
    while (this.length < size) {
      const next = await this.source.next();
      if (next.done) {
        if (this.length === 0) return null;
        throw new TarFormatError("the archive ends in the middle of an entry");
      }
      const chunk = Buffer.from(next.value);
      this.buffered.push(chunk);
      this.length += chunk.length;
    }
    const all = this.buffered.length === 1 ? this.buffered[0]! : Buffer.concat(this.buffered);
    this.buffered = all.length > size ? [all.subarray(size)] : [];
    this.length = all.length - size;
    return all.subarray(0, size);
  }
}

function field(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString("utf8");
}

function number(block: Buffer, start: number, length: number): number {
  const text = field(block, start, length).trim();
  if (!/^[0-7]*$/.test(text)) throw new TarFormatError("a header holds a malformed number");
  return text === "" ? 0 : parseInt(text, 8);
}

function checksumMatches(block: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : block[i]!;
  return sum === number(block, 148, 8);
}

function paxPath(records: Buffer): string | undefined {
  let path: string | undefined;
  let at = 0;
  while (at < records.length) {
    const space = records.indexOf(0x20, at);
    const length = Number(records.subarray(at, space).toString("ascii"));
    if (space === -1 || !Number.isInteger(length) || length <= 0) {
      throw new TarFormatError("a pax header is malformed");
    }
    const record = records.subarray(space + 1, at + length - 1).toString("utf8");
    const equals = record.indexOf("=");
    if (record.slice(0, equals) === "path") path = record.slice(equals + 1);
    at += length;
  }
  return path;
}

export type ReadEntry =
  | { type: "directory"; path: string }
  | { type: "file"; path: string; size: number; body: AsyncGenerator<Buffer> };

/**
 * The entries of a tar stream, in order. A file's body must be read (or left) before the next
 * entry is asked for. Anything but files, folders and pax records is refused.
 */
export async function* tarEntries(source: AsyncIterable<Uint8Array>): AsyncGenerator<ReadEntry> {
  const reader = new BlockReader(source);
  let longPath: string | undefined;
  for (;;) {
    const block = await reader.read(BLOCK);
    if (!block || block.every((byte) => byte === 0)) return;
    if (!checksumMatches(block)) throw new TarFormatError("not a tar archive, or a damaged one");
    const type = String.fromCharCode(block[156]!);
    const size = number(block, 124, 12);
    const padded = size + ((BLOCK - (size % BLOCK)) % BLOCK);
    const prefix = field(block, 345, 155);
    const name =
      longPath ??
      (prefix ? `${prefix}/${field(block, 0, NAME_BYTES)}` : field(block, 0, NAME_BYTES));
    if (type === "x" || type === "g") {
      const records = padded > 0 ? await reader.read(padded) : Buffer.alloc(0);
      if (!records) throw new TarFormatError("the archive ends in the middle of an entry");
      if (type === "x") longPath = paxPath(records.subarray(0, size));
      continue;
    }
    longPath = undefined;
    if (type === "5") {
      yield { type: "directory", path: name.replace(/\/+$/, "") };
      continue;
    }
    if (type !== "0" && type !== "\0") {
      throw new TarFormatError(`${name}: only files and folders are expected in a backup`);
    }
    let bodyLeft = size;
    const body = (async function* () {
      while (bodyLeft > 0) {
        const chunk = await reader.read(Math.min(bodyLeft, 1 << 20));
        if (!chunk) throw new TarFormatError("the archive ends in the middle of a file");
        bodyLeft -= chunk.length;
        yield chunk;
      }
    })();
    yield { type: "file", path: name, size, body };
    // Whatever the reader left of the body, and the padding after it.
    let rest = bodyLeft + padded - size;
    while (rest > 0) {
      const skip = Math.min(rest, 1 << 20);
      if (!(await reader.read(skip))) {
        throw new TarFormatError("the archive ends in the middle of a file");
      }
      rest -= skip;
    }
  }
}
