import { randomBytes } from "node:crypto";

/**
 * Small files of each accepted type, built byte by byte, for upload tests: what a real file of
 * that type starts with, then filler.
 */
export function samplePdf(size = 2048): Buffer {
  const head = Buffer.from(
    "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n",
    "latin1",
  );
  return Buffer.concat([head, Buffer.alloc(Math.max(size - head.length, 0), 0x20)]);
}

export function samplePng(): Buffer {
  return Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  );
}

export function sampleJpeg(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
    randomBytes(512),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A stored (uncompressed) zip with the parts that make a Word document. */
export function sampleDocx(): Buffer {
  const entries: [string, string][] = [
    [
      "[Content_Types].xml",
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    ["word/document.xml", '<?xml version="1.0"?><w:document/>'],
  ];
  const parts: Buffer[] = [];
  for (const [name, text] of entries) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    parts.push(header, nameBytes, data);
  }
  return Buffer.concat(parts);
}

/** A Windows executable: what a hostile "statement.pdf" might really be. */
export function sampleExecutable(): Buffer {
  return Buffer.concat([Buffer.from("MZ"), Buffer.alloc(62), randomBytes(1024)]);
}
