// The bench's "raw +caps" client declares what ours declares; the bench cannot import src/ (its
// workers are compiled file by file), so it writes the capabilities out and this keeps them equal.
import { expect, test } from "vitest";
import { OURS_CAPABILITIES } from "../bench/runtime/clients.js";
import { declaredCapabilities } from "../runtime/src/client/connection.js";

test("the bench's raw client declares the capabilities ours declares", () => {
  expect(OURS_CAPABILITIES).toEqual(declaredCapabilities({}));
});
