import { StringDecoder } from "node:string_decoder";
import { SaxesParser, type SaxesTagPlain } from "saxes";
import { ImportFormatError, type ParseItem } from "@/lib/dive-logs/import/types";

// Streaming XML for the importers: saxes reads the file chunk by chunk and the format's handler
// turns elements into dives as they close, so a 2,000-dive file is never held as a tree. A
// DOCTYPE is refused outright: no entity of the file is ever defined, let alone expanded (the
// "billion laughs"), and saxes itself only knows the five predefined entities.

export type XmlHandler = {
  open(name: string, attributes: Record<string, string>): void;
  text(text: string): void;
  close(name: string): void;
  end(): void;
};

export const localName = (name: string) => {
  const i = name.indexOf(":");
  return i < 0 ? name : name.slice(i + 1);
};

/** Attributes by local name (a producer may prefix them). */
function attributesOf(tag: SaxesTagPlain): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(tag.attributes)) out[localName(k)] = String(v);
  return out;
}

export const MAX_XML_DEPTH = 64;

/**
 * Parses `chunks`; `pick(root)` chooses the handler by the root element's name (null: not a
 * format we read). The handler `emit`s dives; they are yielded after each chunk.
 */
export async function* parseXml(
  chunks: AsyncIterable<Buffer>,
  pick: (root: string, emit: (item: ParseItem) => void) => XmlHandler | null,
): AsyncGenerator<ParseItem> {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const queue: ParseItem[] = [];
  const emit = (item: ParseItem) => queue.push(item);
  let handler: XmlHandler | null = null;
  let depth = 0;
  let failure: Error | null = null;
  const fail = (message: string) => {
    failure ??= new ImportFormatError(message);
  };
  parser.on("error", (e) => fail(`The XML is malformed: ${e.message.split("\n")[0]}`));
  parser.on("doctype", () => fail("The XML declares a DOCTYPE; files with document type definitions are not accepted."));
  parser.on("opentag", (tag) => {
    if (failure) return;
    if (++depth > MAX_XML_DEPTH) return fail("The XML is nested too deeply.");
    const name = localName(tag.name);
    if (!handler) {
      handler = pick(name, emit);
      if (!handler) return fail(`The XML root element <${name}> is not UDDF or a Subsurface log.`);
    }
    handler.open(name, attributesOf(tag as SaxesTagPlain));
  });
  parser.on("text", (t) => {
    if (!failure && handler) handler.text(t);
  });
  parser.on("cdata", (t) => {
    if (!failure && handler) handler.text(t);
  });
  parser.on("closetag", (tag) => {
    depth--;
    if (!failure && handler) handler.close(localName(tag.name));
  });
  const decoder = new StringDecoder("utf8");
  for await (const chunk of chunks) {
    try {
      parser.write(decoder.write(chunk));
    } catch (e) {
      fail(`The XML is malformed: ${(e as Error).message.split("\n")[0]}`);
    }
    if (failure) throw failure;
    yield* queue.splice(0);
  }
  try {
    parser.write(decoder.end());
    parser.close();
  } catch (e) {
    fail(`The XML is malformed: ${(e as Error).message.split("\n")[0]}`);
  }
  if (failure) throw failure;
  if (!handler) throw new ImportFormatError("The file holds no XML element.");
  (handler as XmlHandler).end();
  yield* queue.splice(0);
}
