import { describe, expect, test } from "vitest";
import {
  isPhoneSearch,
  normalisePhone,
  phoneSearchParts,
  phoneSearchPrefix,
  phoneSpellings,
} from "#app/server/phone.server.ts";

describe("phone numbers", () => {
  test("every spelling of one UK number is one stored form", () => {
    for (const typed of ["07700 900999", "+44 7700 900999", "0044 7700-900999", "(07700) 900999"]) {
      expect(normalisePhone(typed), typed).toBe("+447700900999");
    }
    expect(normalisePhone("020 7946 0018")).toBe("+442079460018");
  });

  test("numbers from abroad keep their country", () => {
    expect(normalisePhone("+353 85 123 4567")).toBe("+353851234567");
  });

  test("what is not a phone number keeps its digits", () => {
    expect(normalisePhone("1234")).toBe("1234");
  });

  test("a typed start of a number finds the stored form", () => {
    expect(phoneSearchPrefix("07700 900")).toBe("+447700900");
    expect(phoneSearchPrefix("+44 7700")).toBe("+447700");
    expect(phoneSearchPrefix("0044 7700")).toBe("+447700");
  });

  test("a number stored as typed is matched in each of its spellings", () => {
    expect(phoneSpellings("07700900999").sort()).toEqual(
      ["+447700900999", "00447700900999", "07700900999", "447700900999"].sort(),
    );
  });
});

describe("phone searches", () => {
  test("a number in any spelling is looked for by its E.164 start and by its digits", () => {
    for (const typed of [
      "07700 900321",
      "+44 7700 900321",
      "+44 (0)7700 900321",
      "0044 7700 900321",
    ]) {
      expect(phoneSearchParts(typed).start, typed).toBe("+447700900321");
    }
    expect(phoneSearchParts("0161 496")).toEqual({ digits: "0161496", start: "+44161496" });
  });

  test("digits that do not start a number are looked for anywhere in it", () => {
    expect(phoneSearchParts("900321")).toEqual({ digits: "900321" });
  });

  test("only digits and punctuation, three digits or more, are a phone search", () => {
    expect(isPhoneSearch("07700 900")).toBe(true);
    expect(isPhoneSearch("12")).toBe(false);
    expect(isPhoneSearch("smith 123")).toBe(false);
  });
});
