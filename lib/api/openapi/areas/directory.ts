import type { Operation } from "@/lib/api/openapi/types";
import { diveCenter, diveCenterList, diveCenterPage, listOf, one } from "@/lib/api/openapi/response-data";
import {
  ZDiveCenterParams,
  ZDiveCentersQuery,
  ZSearchCountryParams,
  ZSearchDiveCentersBody,
  ZUtilityDiveCentersQuery,
} from "@/lib/dive-centers/schema";
import { ZCountry, ZCountryParams, ZDivision } from "@/lib/geo/schema";

// Public reference data: /search/dive-centers*, /dive-centers*, /utility/*.

export const directoryOperations: Operation[] = [
  // ---- Search ----
  {
    method: "POST", path: "/api/v1/search/dive-centers", tag: "Search", auth: "public",
    summary: "Search dive centers",
    description: "Empty filters count as not given. Only active centers.",
    body: ZSearchDiveCentersBody, rateLimited: true,
    response: { description: "A page of dive centers.", data: diveCenterPage },
  },
  {
    method: "GET", path: "/api/v1/search/dive-centers/{country}", tag: "Search", auth: "public",
    summary: "Dive centers of a country",
    params: ZSearchCountryParams, rateLimited: true,
    response: { description: "The active dive centers of the country.", data: diveCenterList },
  },

  // ---- Dive centers ----
  {
    method: "GET", path: "/api/v1/dive-centers", tag: "Dive centers", auth: "public",
    summary: "List dive centers",
    query: ZDiveCentersQuery,
    response: { description: "A page of active dive centers.", data: diveCenterPage },
  },
  {
    method: "GET", path: "/api/v1/dive-centers/{id}", tag: "Dive centers", auth: "public",
    summary: "Read a dive center",
    description: "A closed center stays visible here (`active: false`).",
    params: ZDiveCenterParams,
    response: { description: "The dive center.", data: diveCenter },
  },

  // ---- Utility ----
  {
    method: "GET", path: "/api/v1/utility/countries", tag: "Utility", auth: "public", etag: true,
    summary: "List countries",
    description: "ISO 3166-1 countries with names in the response language.",
    response: { description: "Every country.", data: listOf(ZCountry, "Country") },
  },
  {
    method: "GET", path: "/api/v1/utility/countries/{code}", tag: "Utility", auth: "public",
    summary: "Read a country",
    params: ZCountryParams,
    response: { description: "The country.", data: one(ZCountry, "Country") },
  },
  {
    method: "GET", path: "/api/v1/utility/countries/{code}/divisions", tag: "Utility", auth: "public", etag: true,
    summary: "List a country's subdivisions",
    params: ZCountryParams,
    response: { description: "ISO 3166-2 subdivisions (empty when the country has none).", data: listOf(ZDivision, "Division") },
  },
  {
    method: "GET", path: "/api/v1/utility/dive-centers", tag: "Utility", auth: "public",
    summary: "List active dive centers",
    query: ZUtilityDiveCentersQuery,
    response: { description: "A page of active dive centers.", data: diveCenterPage },
  },
  {
    method: "GET", path: "/api/v1/utility/dive-centers/{id}", tag: "Utility", auth: "public",
    summary: "Read an active dive center",
    description: "A closed center is a 404 here.",
    params: ZDiveCenterParams,
    response: { description: "The dive center.", data: diveCenter },
  },
];
