import { describe, expect, it } from "vitest";
import { jsonArray, sharedJson, viewerTail } from "./json-pieces.ts";

describe("JSON answers from pieces encoded once", () => {
  it("joins shared parts and viewers' tails into the JSON that JSON.stringify would write", () => {
    const items = [
      {
        shared: { id: 1, title: "Salon d'été", tags: ["garden", "été"] },
        viewer: { can_edit: true, user_liked: false },
      },
      { shared: { id: 2, title: 'Quote " and \\ backslash', tags: [] }, viewer: { can_edit: false, user_liked: true } },
    ];
    const json = jsonArray(items.map(({ shared, viewer }) => [sharedJson(shared), viewerTail(viewer)] as const));
    expect(JSON.parse(json.toString("utf8"))).toEqual(items.map(({ shared, viewer }) => ({ ...shared, ...viewer })));
  });

  it("writes an empty list and items without viewer fields", () => {
    expect(jsonArray([]).toString()).toBe("[]");
    expect(JSON.parse(jsonArray([[sharedJson({ id: 3 }), viewerTail({})]]).toString())).toEqual([{ id: 3 }]);
  });

  it("encodes each distinct tail once", () => {
    expect(viewerTail({ can_edit: true })).toBe(viewerTail({ can_edit: true }));
    expect(viewerTail({ can_edit: true })).not.toBe(viewerTail({ can_edit: false }));
  });
});
