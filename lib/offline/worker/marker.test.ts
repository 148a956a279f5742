import { describe, expect, it } from "vitest";
import { readAccountMarker } from "@/lib/offline/worker/marker";

describe("the page's account marker", () => {
  it("reads the key React renders, in either attribute order and with either quotes", () => {
    expect(readAccountMarker('<html><head><meta charSet="utf-8"/><meta name="divecert-account" content="a1b2c3"/></head>')).toBe("a1b2c3");
    expect(readAccountMarker('<meta content="a1b2c3" name="divecert-account">')).toBe("a1b2c3");
    expect(readAccountMarker("<META NAME='divecert-account' CONTENT='f00'>")).toBe("f00");
  });

  it("is empty on a page rendered without a session, and null on a page that does not say", () => {
    expect(readAccountMarker('<meta name="divecert-account" content=""/>')).toBe("");
    expect(readAccountMarker('<meta name="description" content="divecert-account"/><p>divecert-account</p>')).toBeNull();
    expect(readAccountMarker("")).toBeNull();
  });

  it("ignores the marker's words inside the page's data (escaped by React) and takes the first tag", () => {
    const payload = 'self.__next_f.push([1,"[\\"$\\",\\"meta\\",null,{\\"name\\":\\"divecert-account\\",\\"content\\":\\"other\\"}]"])';
    expect(readAccountMarker(`<script>${payload}</script>`)).toBeNull();
    expect(readAccountMarker('<meta name="divecert-account" content="first"/><meta name="divecert-account" content="second"/>')).toBe("first");
    expect(readAccountMarker('<p>&lt;meta name=&quot;divecert-account&quot; content=&quot;x&quot;&gt;</p>')).toBeNull();
  });
});
