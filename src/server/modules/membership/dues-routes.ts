import type { FastifyReply } from "fastify";
import { z } from "zod";
import {
  MEMBERSHIP_PATHS,
  ledgerSchema,
  memberParamsSchema,
  recordChargeSchema,
  recordPaymentSchema,
  renewalsSchema,
} from "../../../shared/membership.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import type { DuesService } from "./dues-service.ts";

const csvText = z.string().describe("text/csv");

function sendCsv(reply: FastifyReply, { csv, filename }: { csv: string; filename: string }) {
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${filename}"`)
    .header("cache-control", "private, no-store")
    .send(csv);
}

/** Dues (decision 48): payments and charges admins record, each member's ledger, hers, and the renewals view. */
export function duesRoutes(dues: DuesService): RouteTable {
  return [
    route({
      method: "POST",
      url: MEMBERSHIP_PATHS.memberPayments,
      guard: "admin",
      schema: {
        tags: ["membership"],
        summary: "Record a payment a member made (admins; audited; her receipt is emailed with a PDF)",
        params: memberParamsSchema,
        body: recordPaymentSchema,
        response: { 200: ledgerSchema, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) => dues.recordPayment(signedInMember(request), request.params.userId, request.body),
    }),

    route({
      method: "POST",
      url: MEMBERSHIP_PATHS.memberCharges,
      guard: "admin",
      schema: {
        tags: ["membership"],
        summary: "Charge a member her tier's fee for a term, or its fee to exhibit (admins; audited)",
        params: memberParamsSchema,
        body: recordChargeSchema,
        response: { 200: ledgerSchema, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) => dues.recordCharge(signedInMember(request), request.params.userId, request.body),
    }),

    route({
      method: "GET",
      url: MEMBERSHIP_PATHS.memberLedger,
      guard: "admin",
      schema: {
        tags: ["membership"],
        summary: "A member's ledger and balance (admins)",
        params: memberParamsSchema,
        response: { 200: ledgerSchema, ...errorResponses(401, 403, 404) },
      },
      handler: async (request) => dues.memberLedger(signedInMember(request), request.params.userId),
    }),

    route({
      method: "GET",
      url: MEMBERSHIP_PATHS.myLedger,
      guard: "member",
      schema: {
        tags: ["membership"],
        summary: "The caller's own ledger and balance",
        response: { 200: ledgerSchema, ...errorResponses(401) },
      },
      handler: async (request) => dues.myLedger(signedInMember(request)),
    }),

    route({
      method: "GET",
      url: MEMBERSHIP_PATHS.renewals,
      guard: "admin",
      schema: {
        tags: ["membership"],
        summary: "Renewals: terms ending this month or due, in grace, lapsed, with balances (admins)",
        response: { 200: renewalsSchema, ...errorResponses(401, 403) },
      },
      handler: async (request) => dues.renewals(signedInMember(request)),
    }),

    route({
      method: "GET",
      url: MEMBERSHIP_PATHS.renewalsCsv,
      guard: "admin",
      schema: {
        tags: ["membership"],
        summary: "The renewals as CSV (admins)",
        response: { 200: csvText, ...errorResponses(401, 403) },
      },
      handler: async (request, reply) => sendCsv(reply, await dues.renewalsCsv(signedInMember(request))),
    }),
  ];
}
